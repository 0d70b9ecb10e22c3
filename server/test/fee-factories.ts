/** A spec fee payment (`POST /api/admin/Fee`) for a student, with any field overridden. */
export const feePayment = (student_id: string, over: Record<string, unknown> = {}) => ({
  student_id,
  name: 'Whatever The Client Says',
  class: 9,
  amount: '1234.50',
  payment_mode: 'Cash',
  payment_date: '2025-04-10',
  receipt_no: '',
  ...over,
});
