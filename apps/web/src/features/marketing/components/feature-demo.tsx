import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { trackEvent } from '@/lib/analytics';

const property =
  '412 Alder Street, Portland OR · Craftsman · 4 bd | 3 ba · 2,450 sq ft · Built 1938 · $725,000';

/** Three sample results for one sample property, to show what each basic type produces. */
export function FeatureDemo() {
  return (
    <div className="min-w-0 max-w-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <p className="text-xs text-slate-500 dark:text-slate-400">Sample property: {property}</p>
      <Tabs
        defaultValue="listing"
        className="mt-4"
        onValueChange={(value) => trackEvent('demo_interaction', { demo_type: value })}
      >
        <TabsList>
          <TabsTrigger value="listing">Listing Description</TabsTrigger>
          <TabsTrigger value="keywords">SEO Keywords</TabsTrigger>
          <TabsTrigger value="demographics">Target Demographics</TabsTrigger>
        </TabsList>
        <TabsContent
          value="listing"
          className="pt-4 text-sm leading-relaxed text-slate-700 dark:text-slate-300"
        >
          <p>
            Original 1938 Craftsman character meets a kitchen rebuilt in 2022. Quartz counters, a six-burner
            range and a walk-in pantry open to the family room, where built-in bookcases frame the
            wood-burning fireplace.
          </p>
          <p className="mt-3">
            Upstairs, the primary suite has a walk-in closet and a tiled double shower, with two more bedrooms
            and a full bath down the hall. The fourth bedroom on the main floor works as a guest room or
            office. Refinished oak floors run throughout; the fenced back yard and detached garage with alley
            access complete the lot.
          </p>
          <p className="mt-3">Schedule a private showing to see the details in person.</p>
        </TabsContent>
        <TabsContent value="keywords" className="pt-4 text-sm text-slate-700 dark:text-slate-300">
          <dl className="space-y-3">
            <div>
              <dt className="font-semibold text-slate-900 dark:text-white">Primary</dt>
              <dd>
                4 bedroom house Portland OR · Craftsman home for sale Portland · Portland homes under $750k
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900 dark:text-white">Features</dt>
              <dd>updated kitchen Craftsman · historic home with garage · wood-burning fireplace home</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900 dark:text-white">Long tail</dt>
              <dd>1930s Craftsman with remodeled kitchen Portland · 4 bed 3 bath house with home office</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900 dark:text-white">Hashtags</dt>
              <dd>#PortlandRealEstate #CraftsmanHome #PDXHomes #JustListed #HistoricHomes</dd>
            </div>
          </dl>
        </TabsContent>
        <TabsContent value="demographics" className="pt-4 text-sm text-slate-700 dark:text-slate-300">
          <ul className="space-y-3">
            <li>
              <span className="font-semibold text-slate-900 dark:text-white">Remote professionals.</span>{' '}
              Drawn by the main-floor bedroom that works as an office. Will ask about internet service and
              noise. Reach them on Zillow and LinkedIn.
            </li>
            <li>
              <span className="font-semibold text-slate-900 dark:text-white">Character-home buyers.</span>{' '}
              Want period details without a kitchen project. Will ask what is original. Reach them through
              historic-home groups and Instagram.
            </li>
            <li>
              <span className="font-semibold text-slate-900 dark:text-white">Move-up buyers.</span> Need four
              bedrooms and parking. Will ask about the roof and systems. Reach them on the major portals.
            </li>
          </ul>
        </TabsContent>
      </Tabs>
      <p className="mt-4 border-t border-slate-200 pt-3 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
        Examples for a sample property. Your results come from your own property data.
      </p>
    </div>
  );
}
