import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { Button } from './button';
import { Dialog } from './dialog';

interface Question {
  title: string;
  body: ComponentChildren;
  /** The confirming button's text: the action itself ("Delete"), never "OK". */
  confirm: string;
}

/**
 * Asks before something that cannot be undone, in the app's own dialog (not the browser's
 * confirm()). Render `dialog`; `ask` resolves true when the person confirms.
 */
export function useConfirm() {
  const [question, setQuestion] = useState<Question>();
  const answer = useRef<(yes: boolean) => void>(() => undefined);
  const ask = (q: Question) =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setQuestion(q);
    });
  const done = (yes: boolean) => (setQuestion(undefined), answer.current(yes));
  const dialog = question && (
    <Dialog
      title={question.title}
      onClose={() => done(false)}
      footer={
        <>
          <Button onClick={() => done(false)}>Cancel</Button>
          <Button variant="danger" class="btn-solid" onClick={() => done(true)}>
            {question.confirm}
          </Button>
        </>
      }
    >
      <p>{question.body}</p>
    </Dialog>
  );
  return { ask, dialog };
}
export type Confirm = ReturnType<typeof useConfirm>;
