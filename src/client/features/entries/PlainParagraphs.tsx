import { Fragment } from 'react';
import { plainParagraphs } from './plainNotes';

/** Plain notes as Markdown (with the person's line breaks kept) draws them, without loading it. */
export function PlainParagraphs({ text }: { text: string }) {
  return plainParagraphs(text).map((lines, index) => (
    <p key={index}>
      {lines.map((line, at) => (
        <Fragment key={at}>
          {at > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </p>
  ));
}
