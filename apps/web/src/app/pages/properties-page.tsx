import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AiDetectPromo } from '@/features/ai-detect/components/ai-detect-promo';
import { PdfModesSlot } from '@/features/ai-detect/components/pdf-modes-slot';
import { AddPropertyWizard } from '@/features/properties/components/add-property-wizard';
import { PropertiesListView } from '@/features/properties/components/properties-list-view';

type ViewMode = 'list' | 'wizard' | 'aiDetect' | 'aiDetectJobs';

const modeFromParam = (value: string | null): ViewMode | null =>
  value === 'wizard' || value === 'aiDetect' ? value : null;

/**
 * /app/properties: the list, the Add Property wizard and the two AI Detect modes
 * (docs/product/properties.md#list-and-search).
 * It lives in the app layer because it joins two features, properties and AI Detect.
 */
export default function PropertiesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [mode, setMode] = useState<ViewMode>(() => modeFromParam(searchParams.get('viewMode')) ?? 'list');
  const [returned, setReturned] = useState(false);

  // ?viewMode=wizard|aiDetect opens that mode once and leaves the address clean.
  useEffect(() => {
    if (!searchParams.has('viewMode')) return;
    const requested = modeFromParam(searchParams.get('viewMode'));
    if (requested) setMode(requested);
    const next = new URLSearchParams(searchParams);
    next.delete('viewMode');
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);

  const show = (next: ViewMode) => {
    setReturned(next === 'list');
    setMode(next);
    window.scrollTo({ top: 0 });
  };

  if (mode === 'wizard') {
    return <AddPropertyWizard onClose={() => show('list')} onCreated={() => show('list')} />;
  }
  if (mode === 'aiDetect' || mode === 'aiDetectJobs') {
    return (
      <PdfModesSlot mode={mode} onBack={() => show('list')} onShowHistory={() => show('aiDetectJobs')} />
    );
  }
  return (
    <PropertiesListView
      onAdd={() => show('wizard')}
      onAiDetect={() => show('aiDetect')}
      onHistory={() => show('aiDetectJobs')}
      promo={<AiDetectPromo onTry={() => show('aiDetect')} />}
      focusHeading={returned}
    />
  );
}
