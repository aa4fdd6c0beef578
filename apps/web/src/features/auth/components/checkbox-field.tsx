import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';

/** A native checkbox with its label beside it (keyboard and screen readers get it for free). */
export const CheckboxField = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode }
>(function CheckboxField({ label, id, ...props }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className="flex items-start gap-2.5">
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-accent-700 dark:border-slate-600"
        {...props}
      />
      <label htmlFor={inputId} className="text-sm text-slate-700 dark:text-slate-300">
        {label}
      </label>
    </div>
  );
});
