import type { TextareaHTMLAttributes } from 'react';

/** The app's multi-line text field. */
export function TextArea({ className = '', ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <textarea
      className={`block w-full rounded-xl border border-slate-300 p-3 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none ${className}`}
      {...props}
    />
  );
}
