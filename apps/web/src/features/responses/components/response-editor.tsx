import { applyReplacement } from '@ai-realty/shared/rules/check-compliance';
import { formatDateTime } from '@ai-realty/shared/rules/format';
import { type AiResponse, RESPONSE_TEXT_MAX, type ResponseVersion } from '@ai-realty/shared/schemas/ai';
import type { ComplianceFinding } from '@ai-realty/shared/schemas/compliance';
import { History, Pencil, RotateCcw, Save } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { FindingList, FindingSummary, findingId } from '@/components/compliance/finding-list';
import { Markdown } from '@/components/markdown';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Label, Textarea } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useEditResponse, useResponseVersions, useRestoreVersion } from '../api/response-versions';
import { MlsRemarksBar } from './mls-remarks-bar';

const SOURCE_LABELS: Record<ResponseVersion['source'], string> = {
  ai: 'Written by AI',
  edit: 'Your edit',
  restore: 'Restored',
};

/**
 * A completed response's text, editable in place: Edit opens the markdown with a preview, Save keeps
 * it as a new version, and Versions lists every earlier text with a way to bring it back.
 */
export function ResponseEditor({ response }: { response: AiResponse }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const edit = useEditResponse(response.ID);
  const fieldId = useId();
  const editing = draft !== null;
  const unchanged = draft === response.Response;
  const textRef = useRef<HTMLDivElement>(null);
  const highlights = useMemo(
    () =>
      response.Findings.map((f, i) => ({
        start: f.start,
        end: f.end,
        id: findingId(f, i),
        tone: f.severity,
      })),
    [response.Findings],
  );

  // One click: the replacement goes into the text, which is saved as a new version (and checked again).
  const applyFinding = (finding: ComplianceFinding) => {
    const next = applyReplacement(response.Response, finding);
    if (next === response.Response) return;
    edit.mutate(next, {
      onSuccess: () => toast.success('Replaced and saved as a new version'),
      onError: (error) => toast.error(errorMessage(error, 'Failed to save the text')),
    });
  };

  const showFinding = (finding: ComplianceFinding, index: number) => {
    const mark = textRef.current?.querySelector<HTMLElement>(
      `mark[data-finding="${findingId(finding, index)}"]`,
    );
    if (!mark) return;
    mark.scrollIntoView({ block: 'center', behavior: 'smooth' });
    mark.setAttribute('tabindex', '-1');
    mark.focus({ preventScroll: true });
  };

  const save = () => {
    if (draft === null) return;
    edit.mutate(draft, {
      onSuccess: () => {
        toast.success('Saved as a new version');
        setDraft(null);
      },
    });
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-end gap-2">
        {editing ? null : (
          <Button variant="secondary" size="sm" onClick={() => setDraft(response.Response)}>
            <Pencil className="h-4 w-4" aria-hidden />
            Edit text
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={() => setVersionsOpen(true)}>
          <History className="h-4 w-4" aria-hidden />
          Versions
        </Button>
      </div>

      {editing ? (
        <div className="space-y-3">
          <Tabs defaultValue="write">
            <TabsList>
              <TabsTrigger value="write">Write</TabsTrigger>
              <TabsTrigger value="preview">Preview</TabsTrigger>
            </TabsList>
            <TabsContent value="write" className="pt-3">
              <Label htmlFor={fieldId} className="sr-only">
                Response text (markdown)
              </Label>
              <Textarea
                id={fieldId}
                value={draft}
                maxLength={RESPONSE_TEXT_MAX}
                rows={16}
                onChange={(e) => setDraft(e.target.value)}
                className="font-mono text-[13px] leading-relaxed"
              />
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                Markdown: **bold**, # headings, - lists. {draft.length.toLocaleString('en-US')} characters.
              </p>
            </TabsContent>
            <TabsContent value="preview" className="pt-3">
              <div className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
                <Markdown>{draft}</Markdown>
              </div>
            </TabsContent>
          </Tabs>
          {edit.isError ? (
            <Alert tone="error">{errorMessage(edit.error, 'Failed to save the text')}</Alert>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setDraft(null)} disabled={edit.isPending}>
              Cancel
            </Button>
            <Button onClick={save} loading={edit.isPending} disabled={unchanged || !draft.trim()}>
              {edit.isPending ? null : <Save className="h-4 w-4" aria-hidden />}
              Save as new version
            </Button>
          </div>
        </div>
      ) : (
        <>
          {response.GenerationType === 'listing_description' ? (
            <MlsRemarksBar text={response.Response} />
          ) : null}
          <div ref={textRef}>
            <Markdown highlights={highlights}>{response.Response}</Markdown>
          </div>
          <section
            aria-label="Compliance check"
            className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800"
          >
            <FindingSummary findings={response.Findings} />
            {response.Findings.length ? (
              <>
                <FindingList
                  findings={response.Findings}
                  onApply={applyFinding}
                  onShow={showFinding}
                  applying={edit.isPending}
                />
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  Checked against federal Fair Housing advertising guidance, common state and local protected
                  classes and this property's data. It catches common wording, not every problem: you remain
                  responsible for what you publish.
                </p>
              </>
            ) : null}
          </section>
        </>
      )}

      <VersionsDialog responseId={response.ID} open={versionsOpen} onOpenChange={setVersionsOpen} />
    </div>
  );
}

function VersionsDialog({
  responseId,
  open,
  onOpenChange,
}: {
  responseId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const versions = useResponseVersions(responseId, open);
  const restore = useRestoreVersion(responseId);
  const [shown, setShown] = useState<string | null>(null);
  const list = versions.data ? [...versions.data].reverse() : [];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Versions"
      description="Every saved text of this response, newest first. Restoring keeps the others."
      className="max-w-2xl"
    >
      {versions.isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : versions.isError ? (
        <Alert tone="error">Failed to load the versions.</Alert>
      ) : (
        <ol className="space-y-2" aria-label="Versions">
          {list.map((v) => (
            <li key={v.id} className="rounded-lg border border-slate-200 dark:border-slate-800">
              <div className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div className="min-w-0">
                  <p className="text-sm font-medium">
                    Version {v.number} · {SOURCE_LABELS[v.source]}{' '}
                    {v.current ? <Badge tone="green">Current</Badge> : null}
                  </p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">{formatDateTime(v.createdAt)}</p>
                </div>
                <div className="flex gap-2">
                  <Button variant="ghost" size="sm" onClick={() => setShown(shown === v.id ? null : v.id)}>
                    {shown === v.id ? 'Hide' : 'View'}
                  </Button>
                  {v.current ? null : (
                    <Button
                      variant="secondary"
                      size="sm"
                      loading={restore.isPending && restore.variables === v.id}
                      disabled={restore.isPending}
                      aria-label={`Restore version ${v.number}`}
                      onClick={() =>
                        restore.mutate(v.id, {
                          onSuccess: () => {
                            toast.success(`Version ${v.number} restored`);
                            onOpenChange(false);
                          },
                          onError: (error) =>
                            toast.error(errorMessage(error, 'Failed to restore the version')),
                        })
                      }
                    >
                      <RotateCcw className="h-4 w-4" aria-hidden />
                      Restore
                    </Button>
                  )}
                </div>
              </div>
              {shown === v.id ? (
                <div className="max-h-72 overflow-y-auto border-t border-slate-200 p-3 text-sm dark:border-slate-800">
                  <Markdown>{v.text}</Markdown>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
