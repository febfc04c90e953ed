/** A form's news (a code sent, a password e-mailed) as a polite status, and its failure as an alert. */
export function FormNotice({ notice, failure }: { notice: string; failure: string }) {
  return (
    <>
      <p className="lv-form__status" role="status">
        {notice}
      </p>
      {failure && (
        <p className="lv-form__failure" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
