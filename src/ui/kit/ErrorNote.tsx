import kit from './Kit.module.css';

/** A failure the screen reports in words (announced as an alert); nothing while there is none. */
export function ErrorNote({ text }: { text: string | null | undefined }) {
  return text ? (
    <div role="alert" className={kit.error}>
      {text}
    </div>
  ) : null;
}
