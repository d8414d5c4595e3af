import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aboutPage } from '../model/about';
import { replaceSection } from '../definition/operations';
import {
  finalStepsPage,
  transferApplicationInEnglish,
} from '../definition/transferApplicationInEnglish';
import { educationPage } from '../model/education';
import { examplePartner } from '../model/builtInPartners';
import { ApplicationForm } from './ApplicationForm';
import type { ClientSnapshot } from './host';
import { createMemoryHost } from './memoryHost';
import { PrintApplication } from './print';

/*
 * The form's sections in the states their answers put them in. A section renders inside its
 * page (it reads the page's form state), so each story is the page holding the section, with
 * answers that open the state named; the print stories show one section alone.
 */

const now = new Date('2026-11-22T12:00:00Z');

const returning: ClientSnapshot = {
  is_logged_in: true,
  is_service_user: false,
  web_status: 'started',
  num_logins: 3,
  has_changed_page: true,
};

const applicant = { first_name: 'Ana', last_name: 'Lopez', preferred_name: 'Ana' };

const meta = {
  title: 'Application/Form sections',
  component: ApplicationForm,
  parameters: { layout: 'fullscreen' },
  args: {
    page: 'about',
    now,
    showStepNavigation: false,
    data: { answers: applicant, client: returning, documents: {}, tabs: {}, addAnother: {} },
    host: createMemoryHost().host,
  },
} satisfies Meta<typeof ApplicationForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Mailing Address: its own address asked while "same as permanent" is not ticked. */
export const MailingAddressDifferent: Story = {};

/**
 * Ticking "same as permanent" takes the mailing address's own questions away; Space on the
 * focused box unticks it and they come back.
 */
export const TickingSameAsPermanent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const same = await canvas.findByRole('checkbox', {
      name: 'My mailing address is the same as my permanent address',
    });
    await expect(canvas.getByLabelText(/Mailing Address Effective Date/)).toBeVisible();
    await userEvent.click(same);
    await expect(same).toBeChecked();
    await waitFor(() =>
      expect(canvas.queryByLabelText(/Mailing Address Effective Date/)).toBeNull(),
    );
    await userEvent.keyboard(' ');
    await expect(same).not.toBeChecked();
    await expect(await canvas.findByLabelText(/Mailing Address Effective Date/)).toBeVisible();
  },
};

/** Mailing Address: ticked "same as permanent", so the address and effective date are not asked. */
export const MailingAddressSameAsPermanent: Story = {
  args: {
    data: {
      answers: { ...applicant, mailing_addr_same_as_perm_addr: 'true' },
      client: returning,
    },
  },
};

/** Citizenship: a visa holder is asked for the visa type and the country of citizenship. */
export const CitizenshipVisaHolder: Story = {
  args: {
    data: { answers: { ...applicant, citizenship_type: '3' }, client: returning },
  },
};

/** Parents or Guardians: two parents shown (the host kept the add-another count at 2). */
export const TwoParents: Story = {
  args: {
    data: { answers: applicant, client: returning, addAnother: { parents: 2 } },
  },
};

/** Colleges Attended: three colleges revealed with Add Another College. */
export const ThreeColleges: Story = {
  args: {
    page: 'education',
    data: {
      answers: {
        ...applicant,
        college_name: 'Prince George’s Community College',
        college_2_name: 'Anne Arundel Community College',
        college_3_name: 'Howard Community College',
      },
      client: returning,
      addAnother: { colleges: 3 },
    },
  },
};

/** Colleges Attended for an anonymous visitor: Add Another is disabled until sign-up. */
export const CollegesAnonymous: Story = {
  args: {
    page: 'education',
    data: {
      answers: {},
      client: { ...returning, is_logged_in: false, web_status: null, num_logins: 0 },
    },
  },
};

/** Test Scores: the SAT taken in the current format asks for its scores. */
export const SatTaken: Story = {
  args: {
    page: 'education',
    data: { answers: { ...applicant, sat_taken: 'Y', sat_taken_date: 'I' }, client: returning },
  },
};

/** Maryland residency: a dependant, resident under 12 months with an out-of-state licence. */
export const ResidencyDependent: Story = {
  args: {
    page: 'final-steps',
    data: {
      answers: {
        ...applicant,
        instate_tuition: 'Y',
        md_financially_ind_dep: '1',
        md_resident: 'Y',
        md_perm_addr_duration: '1',
        md_drivers_license: 'Y',
        md_drivers_license_state: 'VA',
      },
      client: returning,
    },
  },
};

/** Maryland residency, military: a veteran chose to send the documents later. */
export const ResidencyMilitaryDocumentsLater: Story = {
  args: {
    page: 'final-steps',
    data: {
      answers: { ...applicant, instate_tuition: 'Y', md_military: 'Y', md_veteran: 'true' },
      client: returning,
      tabs: { md_military_documents: 'later' },
    },
  },
};

/** Every error of a section shown while validating. */
export const CitizenshipErrors: Story = {
  args: {
    data: {
      answers: { ...applicant, citizenship_type: '3' },
      client: { ...returning, web_status: 'validating' },
    },
  },
};

/** A partner's theme and settings on a section (Lakeside College's teal, its own terms). */
export const PartnerTheme: Story = {
  args: {
    page: 'education',
    partner: examplePartner,
    data: { answers: applicant, client: returning },
  },
};

/** The High School section with its school lookup moved to the end, as a partner may order it. */
const highSchool = educationPage.sections.find((node) => node.id === 'high-school')!;
const lookupLast = replaceSection(transferApplicationInEnglish, 'high-school', {
  ...highSchool,
  children: [
    ...highSchool.children.filter((node) => !('key' in node && node.key === 'hs_name')),
    ...highSchool.children.filter((node) => 'key' in node && node.key === 'hs_name'),
  ],
});
const highSchools = [
  'Northwood High School',
  'Eastern High School',
  'Westlake High School',
  'Southside High School',
  'Riverdale High School',
  'Lakeview High School',
].map((name, index) => ({
  id: `hs-${index}`,
  text: name,
  sub_text: 'Maryland',
  detail: { name, state: 'MD' },
}));

/**
 * Opens the High School Name lookup (the last question of its section) and checks that the
 * point at the last suggestion is the suggestion itself, over the sections that follow; and
 * that where sections clip their paint, every control's focus ring (6px around it) lies
 * inside its section's box.
 */
async function lastSuggestionShowsWhole(canvasElement: HTMLElement, sectionsClip: boolean) {
  const canvas = within(canvasElement);
  const input = await canvas.findByRole('combobox', { name: /High School Name/ });
  // The section that follows, which the list must show over (the page arrives form by form).
  await canvas.findByRole('heading', { name: 'Test Scores' });
  const contained = [...canvasElement.querySelectorAll('section')].filter((section) =>
    getComputedStyle(section).contain.includes('paint'),
  );
  await expect(contained.length > 0).toBe(sectionsClip);
  const cut = contained.flatMap((section) => {
    const box = section.getBoundingClientRect();
    return (
      [...section.querySelectorAll<HTMLElement>('input, select, textarea, button')]
        // Radix's hidden mirrors of its radios and checkboxes take no focus and show nothing.
        .filter((control) => control.offsetWidth > 1 && control.tabIndex >= 0)
        .filter((control) => {
          const ring = control.getBoundingClientRect();
          return (
            ring.left - 6 < box.left ||
            ring.right + 6 > box.right ||
            ring.top - 6 < box.top ||
            ring.bottom + 6 > box.bottom
          );
        })
        .map((control) => control.id || control.textContent)
    );
  });
  await expect(cut).toEqual([]);
  // Room under the input for the whole list, over the sections that follow.
  input.scrollIntoView({ block: 'start' });
  await userEvent.click(input);
  await userEvent.keyboard('High');
  const list = await canvas.findByRole('listbox', {}, { timeout: 5000 });
  const options = within(list).getAllByRole('option');
  await expect(options.length).toBeGreaterThan(5);
  const last = options.at(-1)!;
  list.scrollTop = list.scrollHeight;
  const { left, top, width, height } = last.getBoundingClientRect();
  const hit = document.elementFromPoint(left + width / 2, top + height / 2);
  await expect(hit !== null && last.contains(hit)).toBe(true);
}

/**
 * A school lookup as the last question of its section: its suggestions show whole over the
 * next section. The form contains each section's paint, so a list inside the section would be
 * cut at the section's end; the kit shows it in the top layer.
 */
export const LookupEndingASection: Story = {
  args: {
    page: 'education',
    definition: lookupLast,
    host: createMemoryHost({ suggestions: highSchools }).host,
  },
  play: ({ canvasElement }) => lastSuggestionShowsWhole(canvasElement, true),
};

/**
 * The same in a browser without the popover API (Safari < 17, Firefox < 125, as on phones
 * that can no longer update): the list opens inside the page, so the sections do not clip
 * their paint, and the list still shows whole over the next section.
 */
export const LookupEndingASectionWithoutPopovers: Story = {
  args: LookupEndingASection.args,
  beforeEach: () => {
    const api = ['showPopover', 'hidePopover'] as const;
    const kept = api.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
    for (const name of api) Reflect.deleteProperty(HTMLElement.prototype, name);
    return () => {
      api.forEach((name, index) => {
        const descriptor = kept[index];
        if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
      });
    };
  },
  play: ({ canvasElement }) => lastSuggestionShowsWhole(canvasElement, false),
};

const sectionOf = (page: typeof aboutPage, id: string) => ({
  ...page,
  sections: page.sections.filter((section) => section.id === id),
});

/** Print view of the Citizenship section alone (service users). */
export const PrintCitizenship: Story = {
  render: () => (
    <PrintApplication
      answers={{ citizenship_type: '1', citizenship_type_desc: 'U.S. citizen' }}
      documents={{}}
      partner={examplePartner}
      now={now}
      pages={[sectionOf(aboutPage, 'citizenship')]}
    />
  ),
};

/** Print view of the Certification section alone: ticked as [X], unticked as [ ]. */
export const PrintCertification: Story = {
  render: () => (
    <PrintApplication
      answers={{ md_residency_statement: 'true' }}
      documents={{}}
      partner={examplePartner}
      now={now}
      pages={[sectionOf(finalStepsPage, 'certification')]}
    />
  ),
};
