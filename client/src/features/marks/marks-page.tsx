import { Page } from '../../components/page';
import { marksApi, useMarksMutation } from './marks-api';
import { MarksForm } from './marks-form';
import { MarksGridCard } from './marks-grid-card';
import { MarksRecords } from './marks-records';
import './marks.css';

export default function MarksPage() {
  const submit = useMarksMutation(marksApi.submit);
  return (
    <Page title="Marks Entry">
      <section className="card" aria-labelledby="marks-one-title">
        <h2 id="marks-one-title">Enter marks</h2>
        <MarksForm submitLabel="Submit" failureText="Error submitting marks!" onSubmit={submit.mutateAsync} />
      </section>
      <MarksGridCard />
      <MarksRecords />
    </Page>
  );
}
