import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/factories';
import { testApp } from '../../test/test-app';
import { feePayment } from '../../test/fee-factories';

const ctx = testApp();
// A student who does not exist: the answers under test are refusals.
const payment = (over: Record<string, unknown> = {}) => feePayment('S99999999', over);

// Every error and validation message is a catalogue text with arguments: Odia and Hindi come
// from their catalogues (not from recognising the English), and English reads as it always did.
describe('errors written from the catalogue', () => {
  it('answers a thrown error in the screen’s language, the English byte for byte as before', async () => {
    const admin = await signedIn(ctx, 'admin');
    const english = await admin.agent.post('/api/admin/Fee').send(payment());
    expect(english.status).toBe(404);
    expect(english.text).toBe('{"error":"Student not found!","fields":{"student_id":"Student not found!"}}');
    const hindi = await admin.agent.post('/api/admin/Fee').set('X-Language', 'hi').send(payment());
    expect(hindi.body).toEqual({ error: 'विद्यार्थी नहीं मिला!', fields: { student_id: 'विद्यार्थी नहीं मिला!' } });
  });

  it('answers a schema’s own message and zod’s default message in the screen’s language', async () => {
    const admin = await signedIn(ctx, 'admin');
    const odia = await admin.agent
      .post('/api/admin/Fee')
      .set('X-Language', 'or')
      .send(payment({ amount: 'abc' }));
    expect(odia.status).toBe(400);
    expect(odia.body.fields.amount).toBe('ରାଶି ଦୁଇ ଦଶମିକ ସ୍ଥାନ ପର୍ଯ୍ୟନ୍ତ ଏକ ସଂଖ୍ୟା ହେବା ଆବଶ୍ୟକ, 100,000,000 ରୁ କମ୍।');
    const english = await admin.agent.post('/api/admin/Fee').send(payment({ amount: 'abc' }));
    expect(english.body.fields.amount).toBe('Amount must be a number with at most two decimals, below 100,000,000.');

    const tooSmall = await admin.agent.get('/api/admin/Students').query({ page: 0 });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.error).toBe('Too small: expected number to be >=1');
    const hindi = await admin.agent.get('/api/admin/Students').set('X-Language', 'hi').query({ page: 0 });
    expect(hindi.body.error).toBe('बहुत छोटा: number >=1 होना चाहिए');
  });
});
