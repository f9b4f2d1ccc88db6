/** A refusal or failure, said where it happened and announced to a screen reader. */
export function Problem({ text }: { text: string | null }) {
  return text ? (
    <p class="problem" role="alert">
      {text}
    </p>
  ) : null;
}
