import { describe, expect, it } from 'vitest';
import { aboutPage } from './about';
import { defaultPartner } from './builtInPartners';
import { printApplication, type PrintedItem } from './printed';

const now = new Date('2025-03-01T12:00:00Z');

function itemsOf(items: readonly PrintedItem[]): PrintedItem[] {
  return items.flatMap((item) => (item.kind === 'section' ? itemsOf(item.items) : [item]));
}

describe('printApplication', () => {
  it('reads a coded answer by the definition’s label, not the label sent beside it', () => {
    const [page] = printApplication([aboutPage], {
      answers: { gender: 'F', gender_desc: 'Something else' },
      partner: defaultPartner,
      now,
    });
    expect(itemsOf(page!.items)).toContainEqual({
      kind: 'answer',
      key: 'gender',
      label: 'Legal Sex',
      text: 'Female',
      answered: true,
    });
  });

  it('leaves out sections without answers and prints blanks in answered ones', () => {
    const [page] = printApplication([aboutPage], {
      answers: { first_name: 'Ana' },
      partner: defaultPartner,
      now,
    });
    expect(page!.items.map((item) => item.kind === 'section' && item.title)).toEqual([
      'Personal Information',
    ]);
    expect(itemsOf(page!.items)).toContainEqual(
      expect.objectContaining({ key: 'last_name', text: 'Not answered', answered: false }),
    );
  });

  it('lists answers no question has only when asked, on a page of their own', () => {
    const answers = { first_name: 'Ana', retired_question: 'kept' };
    expect(printApplication([aboutPage], { answers, partner: defaultPartner, now })).toHaveLength(
      1,
    );
    const pages = printApplication([aboutPage], {
      answers,
      partner: defaultPartner,
      now,
      otherAnswers: true,
    });
    expect(pages.at(-1)).toEqual({
      id: 'other-answers',
      title: 'Other answers',
      items: [
        {
          kind: 'answer',
          key: 'retired_question',
          label: 'retired_question',
          text: 'kept',
          answered: true,
        },
      ],
    });
  });
});
