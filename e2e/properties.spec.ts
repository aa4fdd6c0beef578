import { emptyProperty, type PropertyRecord } from '@ai-realty/shared/schemas/property';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations } from './support/axe.ts';
import { createAccount, expect, loginThroughApi, signInDirectly, test } from './support/fixtures.ts';
import { saveScreenshot, VIEWPORTS } from './support/screenshots.ts';

// The onboarding modals open over any page 2 s after load; these journeys are about properties, so
// each starts with the onboarding already done.
async function onboardingDone(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem(
      'ai-realty-onboarding',
      JSON.stringify({
        completedSteps: ['add-property', 'generate-ai', 'follow-up'],
        skippedSteps: [],
        lastShownStep: null,
        lastShownAt: null,
      }),
    );
  });
}

/** The value next to a label in one of the detail page's definition lists. */
const detailValue = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function createPropertyThroughApi(request: APIRequestContext, accessToken: string, street: string) {
  const property = emptyProperty();
  property.BasicInfo = {
    ...property.BasicInfo,
    PropertyType: 'Condo',
    ListingType: 'For Sale',
    Price: 615000,
    Bedrooms: 2,
    Bathrooms: 2,
    SquareFootage: 1230,
    Address: { Street: street, City: 'Portland', State: 'ME', ZipCode: '04101' },
  };
  property.KeyFeatures.Appliances = 'Bosch dishwasher, gas range';
  property.KeyFeatures.Parking = 'Deeded garage space';
  property.Descriptions.PropertyDescription =
    'Top-floor condo with harbor views, an open kitchen and a private deck facing the water.';
  property.SEO.Keywords = ['harbor view', 'top floor', 'deck'];
  property.HistoricalInfo.YearBuilt = 2008;
  const res = await request.post('/api/property/create', {
    data: property,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as PropertyRecord;
}

test.describe('properties', () => {
  test('add by the wizard, find it in the list and on its page, edit the price, delete it', async ({
    page,
    signedInAccount,
  }) => {
    expect(signedInAccount.email).toContain('@');
    await onboardingDone(page);
    await page.goto('/app/properties');
    const main = page.getByRole('main');
    await expect(main.getByText('No properties yet')).toBeVisible();

    await main.getByRole('button', { name: 'Add Property' }).click();
    await expect(main.getByRole('heading', { name: 'Add New Property' })).toBeVisible();
    await expect(main.getByText('Step 1 of 5')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Previous' })).toBeDisabled();

    // Next on an empty basic step shows every required field's message and stays.
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(main.getByText('Street address is required')).toBeVisible();
    await expect(main.getByText('ZIP code is required')).toBeVisible();
    await expect(main.getByText('Step 1 of 5')).toBeVisible();

    await main.getByLabel('Property Type').selectOption('Single Family Home');
    await main.getByLabel('Listing Type').selectOption('For Sale');
    await main.getByLabel('Street').fill('500 Oak Lane');
    await main.getByLabel('City').fill('Austin');
    await main.getByLabel('State').fill('TX');
    await main.getByLabel('ZIP Code').fill('78701');
    await main.getByLabel('Price').fill('350000');
    await main.getByLabel('Bedrooms').fill('3');
    await main.getByLabel('Bathrooms').fill('2');
    await main.getByLabel('Square Footage').fill('1750');
    await expect(main.getByText('Street address is required')).toHaveCount(0);
    await main.getByRole('button', { name: 'Next' }).click();

    await expect(main.getByText('Step 2 of 5')).toBeVisible();
    await main.getByLabel('Appliances').fill('Gas range, dishwasher');
    await main.getByLabel('Parking').fill('Two-car garage');
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(main.getByText('Step 3 of 5')).toBeVisible();
    await main.getByLabel('Onsite Amenities').fill('Backyard pool');
    await main.getByRole('button', { name: 'Next' }).click();

    await expect(main.getByText('Step 4 of 5')).toBeVisible();
    await main.getByLabel('Property Description').fill('A bright craftsman on a quiet, tree-lined street.');
    const keyword = main.getByLabel('SEO Keywords');
    await keyword.fill('craftsman');
    await keyword.press('Enter');
    await keyword.fill('  craftsman ');
    await main.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(main.getByRole('list', { name: 'Keywords added' }).getByRole('listitem')).toHaveCount(1);
    await main.getByRole('button', { name: 'Next' }).click();

    await expect(main.getByText('Step 5 of 5')).toBeVisible();
    await main.getByLabel('Year Built').fill('1998');
    await main.getByLabel('Agent Name').fill('Jordan Rivera');
    await main.getByRole('button', { name: 'Create Property' }).click();

    // Back on the list, refetched, with the new card.
    const card = main.getByTestId('property-card').filter({ hasText: '500 Oak Lane' });
    await expect(card).toBeVisible();
    await expect(main.getByText('1 property in your portfolio')).toBeVisible();
    await expect(card.getByText('$350,000')).toBeVisible();
    await expect(card.getByText('Active')).toBeVisible();
    const onboarding = await page.evaluate(() => localStorage.getItem('ai-realty-onboarding'));
    expect(JSON.parse(onboarding ?? '{}').completedSteps).toContain('add-property');

    await main.getByLabel('Search properties').fill('GAS RANGE');
    await expect(main.getByText('Showing 1 result for "GAS RANGE"')).toBeVisible();
    await main.getByLabel('Search properties').fill('');

    await card.getByRole('link', { name: 'View 500 Oak Lane' }).click();
    await page.waitForURL(/\/app\/properties\/[0-9a-f-]{36}$/);
    await expect(
      main.getByRole('heading', { level: 1, name: '500 Oak Lane, Austin, TX 78701' }),
    ).toBeVisible();
    await expect(detailValue(page, 'Price per Sq Ft')).toHaveText('$200');
    await expect(detailValue(page, 'Property Tax')).toHaveText('Not available');
    await expect(detailValue(page, 'Year Built')).toHaveText('1998');
    await expect(main.getByText('No AI content yet')).toBeVisible();

    await main.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Property' });
    await expect(dialog).toBeVisible();
    const save = dialog.getByRole('button', { name: 'Save Changes' });
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Price').fill('437500');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(dialog).toHaveCount(0);
    await expect(detailValue(page, 'Price per Sq Ft')).toHaveText('$250');
    await expect(detailValue(page, 'Price').first()).toHaveText('$437,500');

    // The new price is what the server holds, not only what the page shows.
    await page.reload();
    await expect(detailValue(page, 'Price per Sq Ft')).toHaveText('$250');

    await main.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this property?' });
    await expect(confirm.getByText(/all AI content generated for it/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete Property' }).click();
    await page.waitForURL(/\/app\/properties$/);
    await expect(main.getByText('No properties yet')).toBeVisible();
  });

  test('imports an MLS export after matching its columns; the sample row of the template is skipped', async ({
    page,
    signedInAccount,
  }) => {
    expect(signedInAccount.email).toContain('@');
    await onboardingDone(page);
    await page.goto('/app/properties');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Import CSV' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Import properties from CSV' });
    const mlsExport = [
      'MLS #,Prop Type,Deal,Street Address,City,State,Postal Code,List Price,BR,Baths Total,Living Area,Lot Size,Standard Status',
      '24-1187,Single Family Home,For Sale,14 Birch Lane,Boise,ID,83702,$1.2M,4,3.5,"2,900",0.3 acres,Active',
      '24-1190,Condo,For Sale,8 Pine Street #4,Boise,ID,83702,"$489,900",2,2,1100,,Active Under Contract',
    ].join('\r\n');
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'mls-export.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(mlsExport),
    });
    await expect(dialog.getByText('Match your columns')).toBeVisible();
    await expect(dialog.getByLabel('Import List Price as')).toHaveValue('Price');
    await expect(dialog.getByLabel('Import Baths Total as')).toHaveValue('Bathrooms');
    await expect(dialog.getByLabel('Import Prop Type as')).toHaveValue('PropertyType');
    await expect(dialog.getByText('Choose a column of your file for ListingType.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await dialog.getByLabel('Import Deal as').selectOption('ListingType');
    await dialog.getByLabel('Import MLS # as').selectOption({ label: 'Don’t import' });
    await saveScreenshot(page, 'properties-csv-mapping');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByText('2 properties created')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    await expect(main.getByTestId('property-card')).toHaveCount(2);
    await main.getByRole('link', { name: 'View 14 Birch Lane' }).click();
    // The cards carry the same labels as the detail page: read the values once the page has changed.
    await expect(main.getByRole('heading', { level: 1, name: /14 Birch Lane/ })).toBeVisible();
    await expect(main.getByTestId('property-card')).toHaveCount(0);
    await expect(main.getByText('$1,200,000').first()).toBeVisible();
    await expect(detailValue(page, 'Bathrooms')).toHaveText('3.5');
    await expect(detailValue(page, 'Lot Size')).toHaveText('0.3 acres');
  });

  for (const viewport of VIEWPORTS) {
    test(`adds photos in the wizard, then orders, opens and deletes them on the property page at ${viewport.width} px`, async ({
      page,
      signedInAccount,
    }) => {
      expect(signedInAccount.email).toContain('@');
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await onboardingDone(page);
      await page.goto('/app/properties');
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Add Property' }).click();
      await main.getByLabel('Property Type').selectOption('Townhouse');
      await main.getByLabel('Listing Type').selectOption('For Rent');
      await main.getByLabel('Street').fill('27 Mill Row');
      await main.getByLabel('City').fill('Providence');
      await main.getByLabel('State').fill('RI');
      await main.getByLabel('ZIP Code').fill('02903');
      await main.getByLabel('Price').fill('3200');
      await main.getByLabel('Bathrooms').fill('2.5');
      for (let step = 2; step <= 4; step++) {
        await main.getByRole('button', { name: 'Next' }).click();
        await expect(main.getByText(`Step ${step} of 5`)).toBeVisible();
      }
      const photo = async (color: string) =>
        sharp({ create: { width: 900, height: 600, channels: 3, background: color } })
          .jpeg()
          .toBuffer();
      await main.getByLabel('Choose photos').setInputFiles([
        { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#2f6f5e') },
        { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: await photo('#c98b3c') },
      ]);
      await expect(main.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(2);
      await saveScreenshot(page, 'properties-wizard-photos');
      await main.getByRole('button', { name: 'Next' }).click();
      await main.getByRole('button', { name: 'Create Property' }).click();

      const card = main.getByTestId('property-card').filter({ hasText: '27 Mill Row' });
      await expect(card.getByText('$3,200/mo')).toBeVisible();
      await expect(card.locator('img')).toHaveAttribute('src', /\/api\/photos\/.+\/thumb\?/);
      await card.getByRole('link', { name: 'View 27 Mill Row' }).click();

      const gallery = main.getByRole('list', { name: 'Photos of this property' });
      await expect(gallery.getByRole('listitem')).toHaveCount(2);
      await expect(detailValue(page, 'Rent')).toHaveText('$3,200/mo');
      await expect(detailValue(page, 'Bathrooms')).toHaveText('2.5');
      const first = await gallery.locator('img').first().getAttribute('src');
      await gallery.getByRole('button', { name: 'Make photo 2 the cover' }).click();
      await expect(gallery.locator('img').nth(1)).toHaveAttribute('src', first ?? '');
      await saveScreenshot(page, 'property-photos');
      await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
      await saveScreenshot(page, 'property-photos-dark');

      await gallery.getByRole('button', { name: 'Open photo 1 of 2' }).click();
      const viewer = page.getByRole('dialog', { name: 'Photo 1 of 2' });
      await expect(viewer.locator('img')).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('dialog', { name: 'Photo 2 of 2' })).toBeVisible();
      await saveScreenshot(page, 'property-photo-viewer-dark');
      await page.keyboard.press('Escape');
      // Closed, the viewer hands focus back to the photo that opened it.
      await expect(gallery.getByRole('button', { name: 'Open photo 1 of 2' })).toBeFocused();

      await gallery.getByRole('button', { name: 'Delete photo 2' }).click();
      await page
        .getByRole('dialog', { name: 'Delete this photo?' })
        .getByRole('button', { name: 'Delete Photo' })
        .click();
      await expect(gallery.getByRole('listitem')).toHaveCount(1);
      // The deleted photo's button is gone: focus moves to the photo left, not to the page.
      await expect(gallery.getByRole('button', { name: 'Open photo 1 of 1' })).toBeFocused();
      await page.reload();
      await expect(
        main.getByRole('list', { name: 'Photos of this property' }).getByRole('listitem'),
      ).toHaveCount(1);
    });
  }

  test('a missing property shows the Property Not Found screen', async ({ page, signedInAccount }) => {
    expect(signedInAccount.email).toContain('@');
    await onboardingDone(page);
    await page.goto('/app/properties/00000000-0000-4000-8000-000000000000');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Property Not Found' })).toBeVisible();
    await expect(
      main.getByText("The property you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await main.getByRole('link', { name: 'Back to Properties' }).click();
    await page.waitForURL(/\/app\/properties$/);
  });

  test.describe('accessibility', () => {
    test.use({ bypassCSP: true });

    test('list, wizard, edit modal and detail have no serious or critical axe violations', async ({
      page,
      request,
    }) => {
      const tokens = await loginThroughApi(request, await createAccount(request));
      const record = await createPropertyThroughApi(request, tokens.accessToken, '12 Harbor Way');
      await signInDirectly(page, tokens);
      await onboardingDone(page);
      const main = page.getByRole('main');

      await page.goto('/app/properties');
      await expect(main.getByTestId('property-card')).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);

      await main.getByRole('button', { name: 'Edit 12 Harbor Way' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit Property' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await main.getByRole('button', { name: 'Add Property' }).click();
      await main.getByRole('button', { name: 'Next' }).click();
      await expect(main.getByText('City is required')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`/app/properties/${record.id}`);
      await expect(main.getByRole('heading', { name: 'Key Details' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  test.describe('screenshots', () => {
    for (const viewport of VIEWPORTS) {
      test(`properties screens at ${viewport.width} px`, async ({ page, request }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const tokens = await loginThroughApi(request, await createAccount(request));
        const record = await createPropertyThroughApi(request, tokens.accessToken, '12 Harbor Way');
        await createPropertyThroughApi(request, tokens.accessToken, '88 Commercial Street');
        await signInDirectly(page, tokens);
        await onboardingDone(page);
        const main = page.getByRole('main');

        await page.goto('/app/properties');
        await expect(main.getByTestId('property-card')).toHaveCount(2);
        await saveScreenshot(page, 'properties-list');

        if (viewport.name === 'phone') {
          // On phones the tools wait behind Filters.
          await main.getByRole('button', { name: 'Filters' }).click();
          await saveScreenshot(page, 'properties-filters-sheet');
          await page.getByRole('dialog').getByRole('button', { name: 'Import CSV' }).click();
        } else {
          await main.getByRole('button', { name: 'Import CSV' }).first().click();
        }
        await expect(page.getByRole('dialog', { name: 'Import properties from CSV' })).toBeVisible();
        await saveScreenshot(page, 'properties-csv-import');
        await page.keyboard.press('Escape');

        await main.getByRole('button', { name: 'Edit 12 Harbor Way' }).click();
        await expect(page.getByRole('dialog', { name: 'Edit Property' })).toBeVisible();
        await page.getByRole('dialog').getByLabel('City').fill('Portland Harbor');
        await saveScreenshot(page, 'properties-edit');
        await page.getByRole('dialog').getByRole('tab', { name: 'Descriptions' }).click();
        await saveScreenshot(page, 'properties-edit-descriptions');
        await page.keyboard.press('Escape');

        await main.getByRole('button', { name: 'Add Property' }).click();
        await main.getByLabel('City').fill('Austin');
        await main.getByRole('button', { name: 'Next' }).click();
        await expect(main.getByText('Street address is required')).toBeVisible();
        await saveScreenshot(page, 'properties-wizard');

        await page.goto(`/app/properties/${record.id}`);
        await expect(main.getByRole('heading', { name: 'Key Details' })).toBeVisible();
        await saveScreenshot(page, 'property-detail');
        await main.getByRole('button', { name: 'Delete', exact: true }).click();
        await expect(page.getByRole('dialog', { name: 'Delete this property?' })).toBeVisible();
        await saveScreenshot(page, 'property-delete-confirm');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);

        await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
        await saveScreenshot(page, 'property-detail-dark');
        await page.goto('/app/properties');
        await expect(main.getByTestId('property-card')).toHaveCount(2);
        await saveScreenshot(page, 'properties-list-dark');
        await main.getByRole('button', { name: 'Add Property' }).click();
        await saveScreenshot(page, 'properties-wizard-dark');
      });
    }
  });
});
