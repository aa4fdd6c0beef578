import { propertyFieldMaxLength } from '@ai-realty/shared/schemas/property';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { renderPage } from '@/test/render-page';
import { AddPropertyWizard } from './add-property-wizard';

// The form fields take their length limits from the shared property schema, so a person cannot type
// past what the API accepts.
describe('property form field limits', () => {
  it('caps each text input at its field limit from the schema', () => {
    mockApi({});
    renderPage(<AddPropertyWizard onClose={vi.fn()} onCreated={vi.fn()} />);
    expect(screen.getByLabelText('Street')).toHaveAttribute(
      'maxLength',
      String(propertyFieldMaxLength('BasicInfo.Address.Street')),
    );
    expect(screen.getByLabelText('City')).toHaveAttribute('maxLength', '200');
  });
});
