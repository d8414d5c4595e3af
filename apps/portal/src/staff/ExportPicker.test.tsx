import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDefinition, FieldDefinition } from '@applykit/admissions-form/validate';
import { exportKeysMaxLength } from '@applykit/api-contract';
import { MessagesProvider } from '@applykit/ui';
import type * as PartnerForm from '../form/partnerForm';
import { catalogues } from './catalogues.generated';
import { ExportPicker } from './ExportPicker';

/** A partner's long form: more answer keys than one export's address can carry. */
const longForm = vi.hoisted(() => {
  const page = (id: string, title: string, step: number) => ({
    id,
    path: `/${id}`,
    step,
    title,
    submittedTitle: title,
    sections: [
      {
        kind: 'section',
        id: `${id}-questions`,
        children: Array.from({ length: 150 }, (_, index): FieldDefinition => ({
          kind: 'field',
          key: `${id}_institution_${index}_coursework_description`,
          label: `${title} question ${index + 1}`,
          widget: 'text',
        })),
      },
    ],
  });
  return {
    id: 'long-transfer',
    version: '1',
    modules: [],
    pages: [page('education', 'Your Academics', 1), page('history', 'Your History', 2)],
  } as ApplicationDefinition;
});

vi.mock('../form/partnerForm', async (load) => {
  const { portalForm } = await load<typeof PartnerForm>();
  return { portalForm: { ...portalForm, definition: longForm } };
});

afterEach(() => vi.restoreAllMocks());

describe('ExportPicker', () => {
  it('asks for fewer answers rather than starting an export the server must refuse', async () => {
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.href);
    });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(
      <MessagesProvider catalogues={catalogues}>
        <ExportPicker filters={{}} />
      </MessagesProvider>,
    );
    const keysOf = (page: number) =>
      longForm.pages[page]!.sections[0]!.children.map((field) => (field as FieldDefinition).key);
    expect([...keysOf(0), ...keysOf(1)].join(',').length).toBeGreaterThan(exportKeysMaxLength);

    await user.click(screen.getByLabelText('Every answer of Your Academics'));
    await user.click(screen.getByLabelText('Every answer of Your History'));
    await user.click(screen.getByText('Download the export'));
    expect(downloads).toEqual([]);
    expect(await screen.findByRole('alert')).toHaveTextContent('There is a problem');
    const tooMany =
      'Too many answers for one export. Choose fewer, and export the rest in a second file.';
    expect(screen.getByText(tooMany, { selector: 'a' })).toBeInTheDocument();

    // Fewer answers go, and the problem goes with them.
    await user.click(screen.getByLabelText('Every answer of Your History'));
    await user.click(screen.getByText('Download the export'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(new URL(downloads[0]!).searchParams.get('keys')!.split(',')).toEqual(keysOf(0));
  });
});
