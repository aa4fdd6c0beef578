import { COPIED_INDICATOR_MS } from '@ai-realty/shared/constants';
import { publishableText } from '@ai-realty/shared/rules/publishable-text';
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { copyText } from '../utils/copy-text';

/** Copies the text without the agent notes; the label reads 'Copied!' for 2 seconds after a success. */
export function CopyButton({
  text,
  label = 'Copy',
  ...props
}: { text: string; label?: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (!(await copyText(publishableText(text)))) {
      toast.error('Could not copy. Select the text and copy it manually.');
      return;
    }
    toast.success('Copied to clipboard');
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  };

  return (
    <Button variant="secondary" {...props} onClick={copy}>
      {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
      <span aria-live="polite">{copied ? 'Copied!' : label}</span>
    </Button>
  );
}
