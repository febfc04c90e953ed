import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../../engine/react/context.tsx';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { band } from './band.ts';
import type { SelfTestProps } from './schema.ts';
import texts from './locales.json';
import '../ContentPage/ContentPage.css';
import './SelfTest.css';

const QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9'] as const;
const ANSWERS = ['never', 'sometimes', 'mostly', 'always'] as const;

/**
 * A self-test (issue 29, item 5): the nine questions of the Problem Gambling Severity Index, each
 * answered never (0) to almost always (3), and what the total means, with the helplines beside it.
 * Nothing is sent: the answers stay in the page.
 */
export default function SelfTest({ headingLevel }: SelfTestProps) {
  useTexts(texts);
  const { t } = useT();
  const id = useId();
  const [answers, setAnswers] = useState<Partial<Record<(typeof QUESTIONS)[number], number>>>({});
  const [shown, setShown] = useState<'result' | 'missing' | null>(null);
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const left = QUESTIONS.filter((question) => answers[question] === undefined).length;
  const score = QUESTIONS.reduce((sum, question) => sum + (answers[question] ?? 0), 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(left === 0 ? 'result' : 'missing');
  };
  return (
    <section className="lv-content-page__section lv-self-test" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="lv-content-page__heading">
        {t('rg.selfTest.title')}
      </Heading>
      <p className="lv-content-page__text">{t('rg.selfTest.text')}</p>
      <form className="lv-self-test__form" onSubmit={submit} noValidate>
        <ol className="lv-self-test__questions">
          {QUESTIONS.map((question, index) => (
            <li key={question}>
              <fieldset className="lv-self-test__question">
                <legend>{`${index + 1}. ${t(`rg.selfTest.questions.${question}`)}`}</legend>
                <div className="lv-self-test__answers">
                  {ANSWERS.map((answer, points) => (
                    <label key={answer} className="lv-self-test__answer">
                      <input
                        type="radio"
                        name={`${id}-${question}`}
                        checked={answers[question] === points}
                        onChange={() => setAnswers((current) => ({ ...current, [question]: points }))}
                      />
                      {t(`rg.selfTest.answers.${answer}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        <div className="lv-self-test__actions">
          <button type="submit" className="lv-button lv-button--primary">
            {t('rg.selfTest.submit')}
          </button>
          {Object.keys(answers).length > 0 && (
            <button
              type="button"
              className="lv-button"
              onClick={() => {
                setAnswers({});
                setShown(null);
              }}
            >
              {t('rg.selfTest.again')}
            </button>
          )}
        </div>
        <div role="status" className="lv-self-test__result">
          {shown === 'missing' && left > 0 && <p>{t('rg.selfTest.missing', { count: left })}</p>}
          {shown === 'result' && left === 0 && (
            <>
              <p className="lv-self-test__score">{t('rg.selfTest.score', { score })}</p>
              <p>{t(`rg.selfTest.result.${band(score)}`)}</p>
            </>
          )}
        </div>
      </form>
    </section>
  );
}
