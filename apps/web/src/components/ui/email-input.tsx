import { forwardRef, type InputHTMLAttributes } from 'react';
import { Input } from './field';

/** An email address field: the right keyboard on phones, the browser's address autofill, one placeholder. */
export const EmailInput = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(
  function EmailInput({ autoComplete = 'email', placeholder = 'you@agency.com', ...props }, ref) {
    return (
      <Input
        ref={ref}
        type="email"
        inputMode="email"
        autoComplete={autoComplete}
        placeholder={placeholder}
        {...props}
      />
    );
  },
);
