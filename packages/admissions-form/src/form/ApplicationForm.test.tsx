import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoot } from 'react-dom/client';
import { configureAxe } from 'vitest-axe';
import type { Answers } from '../conditions/conditions';
import { exampleApplication } from '../model/exampleApplication';
import { RELATION_OTHER } from '../model/options';
import { examplePartner } from '../model/builtInPartners';
import type { PageId } from '../model/types';
import { chromeText } from '../rules/messages';
import { ApplicationForm, type ApplicationFormProps } from './ApplicationForm';
import type { ClientSnapshot } from './host';
import { createMemoryHost, type MemoryHostOptions } from './memoryHost';
import { ErrorShown } from '../../test/ErrorShown';

// jsdom cannot compute colour contrast (no layout, no canvas); the browser journeys check it.
const axe = configureAxe({ rules: { 'color-contrast': { enabled: false } } });

const now = new Date('2026-11-22T12:00:00Z');
const slow = { timeout: 120_000 };

const student: ClientSnapshot = {
  is_logged_in: true,
  is_service_user: false,
  web_status: 'started',
  num_logins: 2,
  has_changed_page: false,
};

function renderForm(
  page: PageId,
  answers: Answers = {},
  client: Partial<ClientSnapshot> = {},
  extra: Partial<ApplicationFormProps> & { hostOptions?: MemoryHostOptions } = {},
) {
  const { hostOptions, ...props } = extra;
  const memory = createMemoryHost(hostOptions);
  const view = render(
    <ApplicationForm
      page={page}
      data={{
        answers,
        client: { ...student, ...client },
        documents: hostOptions?.documents ?? {},
        tabs: hostOptions?.tabs ?? {},
        addAnother: hostOptions?.addAnother ?? {},
      }}
      host={memory.host}
      now={now}
      {...props}
    />,
  );
  return { ...view, memory, user: userEvent.setup() };
}

const radioGroup = (name: RegExp) => screen.getByRole('radiogroup', { name });

describe('pages', slow, () => {
  it.each<[PageId, string]>([
    ['about', 'Step 1 of 3: About You'],
    ['education', 'Step 2 of 3: Your Academics'],
    ['final-steps', 'Step 3 of 3: Final Steps'],
  ])('renders %s accessibly', async (page, heading) => {
    const { container } = renderForm(page);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Application steps' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows Previous and Submit on the last step, not Save and Continue', () => {
    renderForm('final-steps');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and Continue' })).not.toBeInTheDocument();
  });
});

const printAnswers: Answers = {
  first_name: 'Ana',
  last_name: 'Lopez',
  gender: 'F',
  race_asian: 'true',
  race_white: 'false',
  entry_term: 'FA25',
  college_name: 'Bowie Community College',
  suspended: 'N',
  legal_agree: 'true',
  instate_tuition: 'Y',
  md_military: 'Y',
  md_veteran: 'true',
};

describe('print (service) mode', slow, () => {
  it.each<[PageId, string]>([
    ['about', 'About You'],
    ['education', 'Your Academics'],
    ['final-steps', 'Final Steps'],
  ])('renders %s as read-only text', async (page, title) => {
    const { container } = renderForm(
      page,
      printAnswers,
      { is_service_user: true, is_logged_in: false },
      {
        hostOptions: {
          documents: { md_veteran_upload: { file_name: 'dd214.pdf', file_size: 2048 } },
        },
      },
    );
    // The print view's code loads when it is shown.
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(container.querySelector('input, select, textarea, button, nav, footer')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows check marks, option labels, attached uploads, and hides empty sections', async () => {
    const about = renderForm('about', printAnswers, { is_service_user: true });
    expect(await screen.findByText('[X] Asian')).toBeInTheDocument();
    expect(screen.getByText('[ ] White')).toBeInTheDocument();
    expect(screen.getByText('Female')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Military Service' })).not.toBeInTheDocument();
    about.unmount();
    renderForm(
      'final-steps',
      printAnswers,
      { is_service_user: true },
      {
        hostOptions: {
          documents: { md_veteran_upload: { file_name: 'dd214.pdf', file_size: 2048 } },
        },
      },
    );
    expect(await screen.findByText('Document attached: dd214.pdf')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Counselor Recommendation' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/Complete the FAFSA/)).not.toBeInTheDocument();
  });
});

describe('error summary', slow, () => {
  it('lists every incomplete question by page while validating, focused, with the title prefixed', async () => {
    document.title = 'Apply';
    const { container, memory, user } = renderForm('about', {}, { web_status: 'validating' });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: chromeText.errorSummaryTitle }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent(chromeText.errorSummaryText);
    const summary = alert.parentElement!;
    expect(summary).toHaveFocus();
    expect(document.title).toBe('Error: Apply');
    for (const page of ['About You', 'Your Academics', 'Final Steps']) {
      expect(within(summary).getByRole('heading', { name: page })).toBeInTheDocument();
    }
    expect(
      screen.getByText('A valid date of birth is required.', { selector: 'a' }),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('link', { name: 'Enter First Name' }));
    expect(screen.getByRole('textbox', { name: /^First Name/ })).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Select Legal Sex' }));
    expect(within(radioGroup(/Legal Sex/)).getAllByRole('radio')[0]).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'A valid date of birth is required.' }));
    expect(screen.getByLabelText(/Date of Birth/)).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Select Entry Term' }));
    expect(memory.navigations.at(-1)).toEqual({
      path: '/education',
      state: { focusKey: 'entry_term' },
    });
    expect(window.location.hash).not.toBe('#entry_term');
  });

  it('updates as the applicant fixes answers, and disappears with the last error', async () => {
    const { user } = renderForm('about', {}, { web_status: 'validating' });
    await screen.findByRole('alert');
    expect(screen.getByRole('link', { name: 'Enter First Name' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^First Name/ }), 'Ana');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Enter First Name' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('textbox', { name: /^Last Name/ })).toHaveAccessibleDescription(
      /Last Name/,
    );
  });

  it("a key that fixes an answer renders its field and the summary, not the summary's other links", async () => {
    const rendered: string[] = [];
    const { user } = renderForm(
      'about',
      {},
      { web_status: 'validating' },
      { onFieldRender: (key) => rendered.push(key) },
    );
    const summary = (await screen.findByRole('alert')).parentElement!;
    const box = screen.getByRole('textbox', { name: /^First Name/ });
    // React keeps the props it last rendered an element with on the element: a link that
    // rendered again holds a new object.
    const renderedProps = (element: HTMLElement) =>
      Object.entries(element).find(([name]) => name.startsWith('__reactProps$'))?.[1] as unknown;
    const others = within(summary)
      .getAllByRole('link')
      .filter((link) => link.textContent !== 'Enter First Name');
    const before = others.map(renderedProps);
    rendered.length = 0;
    await user.type(box, 'M');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(
      within(summary).queryByRole('link', { name: 'Enter First Name' }),
    ).not.toBeInTheDocument();
    expect(new Set(rendered)).toEqual(new Set(['first_name']));
    expect(others.every((link, index) => renderedProps(link) === before[index])).toBe(true);
  });

  it('is not shown, nor are field errors, before the application is validated', () => {
    document.title = 'Apply';
    renderForm('about', {}, { web_status: 'started' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^First Name/ })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(document.title).toBe('Apply');
  });
});

describe('conditions', slow, () => {
  it('clears a hidden answer and its _desc when the condition stops holding', async () => {
    const { memory, user } = renderForm('about');
    await user.click(
      within(radioGroup(/Citizenship Status/)).getByRole('radio', {
        name: 'U.S. permanent resident',
      }),
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Country of Citizenship/ }),
      'FRA',
    );
    await user.click(
      within(radioGroup(/Citizenship Status/)).getByRole('radio', { name: 'U.S. citizen' }),
    );
    expect(
      screen.queryByRole('combobox', { name: /Country of Citizenship/ }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(memory.savedAnswers.citizenship_type).toBe('1'));
    expect(memory.savedAnswers.citizenship).toBe('');
    expect(memory.savedAnswers.citizenship_desc).toBe('');
    expect(memory.savedAnswers.citizenship_type_desc).toBe('U.S. citizen');
  });

  it('clears a conditional section when it hides', async () => {
    const { memory, user } = renderForm('about', {
      parent_city: 'Largo',
      parent_state: 'MD',
      parent_state_desc: 'Maryland',
    });
    await user.click(screen.getByRole('checkbox', { name: /Parent 1 has the same address/ }));
    expect(screen.queryByRole('textbox', { name: /Parent 1 City/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(memory.savedAnswers.parent_addr_same_as_stu_perm).toBe('true'));
    expect(memory.savedAnswers).toMatchObject({
      parent_city: '',
      parent_state: '',
      parent_state_desc: '',
    });
  });

  it('copies the permanent address into the mailing address while the box is ticked', async () => {
    const { memory, user } = renderForm('about', {
      address_line_1: '1 Main St',
      city: 'Bowie',
      state: 'MD',
      state_desc: 'Maryland',
    });
    await user.click(screen.getByRole('checkbox', { name: /same as my permanent address/ }));
    expect(screen.getByText('This is the same as your permanent address.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(memory.savedAnswers.mailing_address_line_1).toBe('1 Main St'));
    expect(memory.savedAnswers.mailing_city).toBe('Bowie');
    expect(memory.savedAnswers.mailing_state_desc).toBe('Maryland');
  });

  it('asks the English test question for citizenship 3 or O only', () => {
    const first = renderForm('education', { citizenship_type: '3' });
    expect(radioGroup(/English proficiency test/)).toBeInTheDocument();
    first.unmount();
    renderForm('education', { citizenship_type: '1' });
    expect(
      screen.queryByRole('radiogroup', { name: /English proficiency test/ }),
    ).not.toBeInTheDocument();
  });

  it('keeps the first matching group and clears the others', async () => {
    const { memory, user } = renderForm('education', { act_taken: 'Y', act_score_composite: '30' });
    expect(screen.getByRole('textbox', { name: /ACT Composite Score/ })).toHaveValue('30');
    await user.click(
      within(radioGroup(/Have you taken the ACT/)).getByRole('radio', { name: 'No' }),
    );
    expect(screen.queryByRole('textbox', { name: /ACT Composite Score/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('combobox', { name: /Planned Test Month/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(memory.savedAnswers.act_taken).toBe('N'));
    expect(memory.savedAnswers.act_score_composite).toBe('');
  });

  it('shows the content of the chosen radio answer', async () => {
    const { user } = renderForm('final-steps');
    expect(screen.queryByRole('radiogroup', { name: /live in Maryland/ })).not.toBeInTheDocument();
    await user.click(
      within(radioGroup(/Maryland in-state tuition/)).getByRole('radio', { name: 'Yes' }),
    );
    expect(radioGroup(/live in Maryland/)).toBeInTheDocument();
    expect(radioGroup(/Financial Dependence/)).toBeInTheDocument();
  });

  it('reveals the explanation when a support flag is ticked', async () => {
    const { user } = renderForm('final-steps', { instate_tuition: 'Y', md_resident: 'Y' });
    expect(
      screen.queryByRole('textbox', { name: /employer and the start date/ }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Is employed in Maryland/ }));
    // A text area's code loads with the first page that shows one.
    expect(
      await screen.findByRole('textbox', { name: /employer and the start date/ }),
    ).toBeInTheDocument();
  });
});

describe('entry terms from the calendar', slow, () => {
  const termNames = () =>
    within(screen.getByRole('combobox', { name: /Entry Term/ }))
      .getAllByRole<HTMLOptionElement>('option')
      .filter((option) => option.value !== '')
      .map((option) => option.textContent);

  it.each([
    ['2026-11-25T12:00:00Z', ['Spring 2027', 'Summer 2027', 'Fall 2027', 'Spring 2028']],
    // 03:00 UTC on New Year's Day is still New Year's Eve at the office in New York.
    ['2027-01-01T03:00:00Z', ['Spring 2027', 'Summer 2027', 'Fall 2027', 'Spring 2028']],
    // Spring 2027 closed on January 6; Fall 2028 opens on May 25.
    ['2027-01-07T12:00:00Z', ['Summer 2027', 'Fall 2027', 'Spring 2028']],
    ['2027-05-25T12:00:00Z', ['Fall 2027', 'Spring 2028', 'Summer 2028', 'Fall 2028']],
  ])('on %s offers %j', (iso, names) => {
    renderForm('education', {}, {}, { now: new Date(iso) });
    expect(termNames()).toEqual(names);
  });

  it('asks for a campus when a Spring term is chosen and not for a Summer term', async () => {
    const { user } = renderForm('education');
    const campus = () => screen.queryByRole('radiogroup', { name: /Which campus/ });
    const term = screen.getByRole('combobox', { name: /Entry Term/ });
    await user.selectOptions(term, 'SP27');
    expect(campus()).toBeInTheDocument();
    await user.selectOptions(term, 'SU27');
    expect(campus()).not.toBeInTheDocument();
  });

  it('tells an applicant whose chosen term has since closed which term and when', () => {
    renderForm(
      'education',
      { ...exampleApplication, entry_term: 'FA26', entry_term_desc: 'Fall 2026' },
      { web_status: 'validating' },
    );
    const term = screen.getByRole('combobox', { name: /Entry Term/ });
    expect(term).toHaveAccessibleDescription(
      expect.stringContaining(
        'Applications for Fall 2026 closed on August 11, 2026. Select another Entry Term',
      ),
    );
  });
});

describe('add another, tabs and uploads', slow, () => {
  it('reveals the next college and saves the count', async () => {
    const { memory, user } = renderForm('education');
    expect(screen.queryByRole('group', { name: 'College 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Another College' }));
    expect(screen.getByRole('group', { name: 'College 2' })).toBeInTheDocument();
    expect(memory.calls).toContainEqual({
      name: 'putAddAnother',
      args: [{ buttonId: 'colleges', numComponents: 2 }],
    });
  });

  it('fills the school’s code and address from the host’s lookup', async () => {
    const suggestions = [
      {
        id: 'pgcc',
        text: 'Prince George’s Community College',
        sub_text: 'Largo, MD',
        detail: {
          name: 'Prince George’s Community College',
          ceeb: '5545',
          city: 'Largo',
          state: 'MD',
          country: 'USA',
        },
      },
    ];
    const { memory, user } = renderForm('education', {}, {}, { hostOptions: { suggestions } });
    await user.type(screen.getByRole('combobox', { name: /^College Name/ }), 'Prince');
    await user.click(
      await screen.findByRole('option', { name: /Prince George’s Community College/ }),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /College Code/ })).toHaveValue('5545'),
    );
    expect(screen.getByRole('textbox', { name: /^College City/ })).toHaveValue('Largo');
    expect(memory.calls).toContainEqual({
      name: 'lookupSuggestions',
      args: ['Prince', 'college_ceeb'],
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(memory.savedAnswers.college_state_desc).toBe('Maryland'));
  });

  it('does not let anonymous visitors add or upload', () => {
    renderForm('education', {}, { is_logged_in: false, web_status: null });
    expect(screen.getByRole('button', { name: 'Add Another College' })).toBeDisabled();
  });

  const veteran = { instate_tuition: 'Y', md_military: 'Y', md_veteran: 'true' };

  it('asks anonymous visitors to create an account before uploading', async () => {
    renderForm('final-steps', veteran, { is_logged_in: false, web_status: null });
    // The upload widget's code loads with the first page that has a file field.
    expect(await screen.findByText(chromeText.uploadNeedsAccount)).toBeInTheDocument();
  });

  it('uploads, converts and shows the attached file', async () => {
    const { memory, user } = renderForm('final-steps', veteran);
    const input = await screen.findByLabelText(/DD-214/, { selector: 'input' });
    await user.upload(input, new File(['%PDF'], 'dd214.pdf', { type: 'application/pdf' }));
    // The widget's status region says the end in words.
    await screen.findByText(/^dd214\.pdf \(.+\) uploaded$/);
    expect(memory.calls.map((c) => c.name)).toEqual(
      expect.arrayContaining(['uploadDocument', 'getConversionStatus', 'getDocuments']),
    );
  });

  it('switches tabs: saves the choice and hides the other tab', async () => {
    const { memory, user } = renderForm('final-steps', veteran);
    await screen.findByLabelText(/DD-214/);
    await user.click(screen.getByRole('tab', { name: 'Send documents later' }));
    await waitFor(() =>
      expect(memory.calls).toContainEqual({
        name: 'putTab',
        args: [{ tabId: 'md_military_documents', chosenTab: 'later' }],
      }),
    );
    expect(screen.queryByLabelText(/DD-214/)).not.toBeInTheDocument();
  });

  it('deletes the left tab’s document and its conversion on a switch', async () => {
    const documents = { md_veteran_upload: { file_name: 'dd214.pdf', file_size: 2048 } };
    const { memory, user } = renderForm('final-steps', veteran, {}, { hostOptions: { documents } });
    await user.click(screen.getByRole('tab', { name: 'Send documents later' }));
    await waitFor(() =>
      expect(memory.calls).toContainEqual({ name: 'deleteDocument', args: ['md_veteran_upload'] }),
    );
    expect(memory.calls).toContainEqual({ name: 'deleteConversion', args: ['md_veteran_upload'] });
  });

  const pdf = () => new File(['%PDF'], 'dd214.pdf', { type: 'application/pdf' });
  const picker = () => screen.findByLabelText(/DD-214/, { selector: 'input' });

  it('shows the server’s reason beside the field and a toast naming the question, not its key', async () => {
    const reason = 'You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx';
    const { memory, user } = renderForm(
      'final-steps',
      veteran,
      {},
      { hostOptions: { conversionSequence: [{ status: 'FAILED', message: reason }] } },
    );
    await user.upload(await picker(), pdf());
    expect(await screen.findByText(reason)).toBeVisible();
    expect(screen.queryByText(/could not be uploaded/)).not.toBeInTheDocument();
    expect(memory.errors).toHaveLength(1);
    expect(memory.errors[0]).toMatch(/^Error uploading file for .*DD-214/);
    expect(memory.errors[0]).not.toMatch(/md_veteran_upload/);
    expect(memory.calls).toContainEqual({ name: 'deleteConversion', args: ['md_veteran_upload'] });
  });

  it('an upload failure’s toast reset clears the message beside the field and deletes the conversion', async () => {
    const { memory, user } = renderForm('final-steps', veteran);
    memory.host.uploadDocument = () => Promise.reject(new Error('offline'));
    await user.upload(await picker(), pdf());
    const message = await screen.findByText('Your file could not be uploaded. Please try again.');
    expect(message).toBeVisible();
    const deletions = () => memory.calls.filter((c) => c.name === 'deleteConversion').length;
    const before = deletions();
    act(() => memory.errorNotices[0]?.reset?.());
    await waitFor(() => expect(message).not.toBeInTheDocument());
    expect(deletions()).toBe(before + 1);
  });

  it('regression: an upload failure’s toast goes once the applicant uploads the file', async () => {
    const { memory, user } = renderForm('final-steps', veteran);
    const working = memory.host.uploadDocument;
    memory.host.uploadDocument = () => Promise.reject(new Error('offline'));
    await user.upload(await picker(), pdf());
    await waitFor(() => expect(memory.shownErrors).toHaveLength(1));
    expect(memory.shownErrors[0]).toMatch(/^Error uploading file for .*DD-214/);
    memory.host.uploadDocument = working;
    await user.upload(await picker(), pdf());
    await screen.findByText(/^dd214\.pdf \(.+\) uploaded$/);
    expect(memory.shownErrors).toEqual([]);
  });

  it('regression: a failed tab’s toast goes once a tab is saved', async () => {
    const { memory, user } = renderForm('final-steps', veteran);
    const working = memory.host.putTab;
    memory.host.putTab = () => Promise.reject(new Error('offline'));
    await screen.findByLabelText(/DD-214/, { selector: 'input' });
    await user.click(screen.getByRole('tab', { name: 'Send documents later' }));
    await waitFor(() =>
      expect(memory.shownErrors).toEqual(['Error handling tabs for Military documents']),
    );
    memory.host.putTab = working;
    await user.click(screen.getByRole('tab', { name: 'Upload documents now' }));
    await waitFor(() => expect(memory.shownErrors).toEqual([]));
  });

  it('regression: a failed Add Another’s toast goes once a college is added', async () => {
    const { memory, user } = renderForm('education');
    const working = memory.host.putAddAnother;
    memory.host.putAddAnother = () => Promise.reject(new Error('offline'));
    await user.click(screen.getByRole('button', { name: 'Add Another College' }));
    await waitFor(() => expect(memory.shownErrors).toEqual(['Error adding another College']));
    memory.host.putAddAnother = working;
    await user.click(screen.getByRole('button', { name: 'Add Another College' }));
    expect(await screen.findByRole('group', { name: 'College 2' })).toBeInTheDocument();
    await waitFor(() => expect(memory.shownErrors).toEqual([]));
  });

  it('regression: a failed load of the tabs reaches the host’s error boundary instead of showing the default tab', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const memory = createMemoryHost();
    memory.host.getTabs = () => Promise.reject(new Error('The server is busy.'));
    render(
      <ErrorShown>
        <ApplicationForm
          page="final-steps"
          data={{ answers: veteran, client: student, documents: {}, addAnother: {} }}
          host={memory.host}
          now={now}
        />
      </ErrorShown>,
    );
    expect(await screen.findByTestId('error-shown')).toHaveTextContent('The server is busy.');
    vi.mocked(console.error).mockRestore();
  });

  it('refuses a tab switch while the file is still being uploaded, before any conversion', async () => {
    const { memory, user } = renderForm('final-steps', veteran);
    memory.host.uploadDocument = () => new Promise(() => {});
    await user.upload(await picker(), pdf());
    await screen.findByText(/Uploading dd214\.pdf/, { ignore: '[role="status"]' });
    await user.click(screen.getByRole('tab', { name: 'Send documents later' }));
    expect(
      await screen.findByRole('dialog', { name: chromeText.uploadInProgressTitle }),
    ).toBeVisible();
    expect(memory.calls.some((c) => c.name === 'putTab')).toBe(false);
  });

  it('stops polling a conversion when its question goes away', async () => {
    const { memory, user, unmount } = renderForm(
      'final-steps',
      veteran,
      {},
      { hostOptions: { conversionSequence: ['IN_PROGRESS'] } },
    );
    await user.upload(await picker(), pdf());
    await screen.findByText(/Converting/, { ignore: '[role="status"]' });
    const polls = () => memory.calls.filter((c) => c.name === 'getConversionStatus').length;
    const seen = polls();
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(polls()).toBe(seen);
  });

  it('names the tab group in words when saving a tab fails, and its reset refreshes conversions too', async () => {
    const { memory, user } = renderForm('final-steps', veteran);
    memory.host.putTab = () => Promise.reject(new Error('offline'));
    await screen.findByLabelText(/DD-214/, { selector: 'input' });
    await user.click(screen.getByRole('tab', { name: 'Send documents later' }));
    await waitFor(() =>
      expect(memory.errors).toEqual(['Error handling tabs for Military documents']),
    );
    const count = (name: string) => memory.calls.filter((c) => c.name === name).length;
    const [documents, statuses] = [count('getDocuments'), count('getConversionStatus')];
    act(() => memory.errorNotices[0]?.reset?.());
    await waitFor(() => expect(count('getConversionStatus')).toBeGreaterThan(statuses));
    expect(count('getDocuments')).toBeGreaterThan(documents);
  });

  it('rolls a failed Add Another back and names the group in words', async () => {
    const { memory, user } = renderForm('education');
    memory.host.putAddAnother = () => Promise.reject(new Error('offline'));
    await user.click(screen.getByRole('button', { name: 'Add Another College' }));
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'College 2' })).not.toBeInTheDocument(),
    );
    expect(memory.errors).toEqual(['Error adding another College']);
    expect(screen.getByRole('button', { name: 'Add Another College' })).toHaveFocus();
  });

  it('removes the last added college after a confirmation: its answers go, the count drops', async () => {
    const { memory, user } = renderForm(
      'education',
      { college_name: 'Alpha College', college_2_name: 'Beta College', college_3_name: 'Gamma' },
      {},
      { hostOptions: { addAnother: { colleges: 3 } } },
    );
    expect(screen.queryByRole('button', { name: 'Remove College 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove College 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove College 3' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('group', { name: 'College 3' })).toBeInTheDocument();
    // Kept, so focus goes back to the button that asked (the dialog has no Radix trigger).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove College 3' })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Remove College 3' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove College 3' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'College 3' })).not.toBeInTheDocument(),
    );
    expect(memory.savedAnswers.college_3_name).toBe('');
    expect(memory.savedAnswers.college_2_name).toBe('Beta College');
    expect(memory.calls).toContainEqual({
      name: 'putAddAnother',
      args: [{ buttonId: 'colleges', numComponents: 2 }],
    });
    expect(screen.getByRole('group', { name: 'College 2' })).toHaveFocus();
  });

  it('keeps focus on a busy Remove, refuses presses meanwhile, and offers it again after a failure', async () => {
    const { memory, user } = renderForm(
      'education',
      { college_name: 'Alpha College', college_2_name: 'Beta College' },
      {},
      { hostOptions: { addAnother: { colleges: 2 } } },
    );
    let fail: (error: Error) => void = () => undefined;
    let removals = 0;
    memory.host.putAddAnother = () =>
      new Promise<void>((_, reject) => {
        removals += 1;
        fail = reject;
      });
    await user.click(screen.getByRole('button', { name: 'Remove College 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove College 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    // Busy, not disabled: a disabled button would drop keyboard focus out of the dialog.
    const busy = within(dialog).getByRole('button', { name: 'Removing…' });
    expect(busy).toHaveFocus();
    expect(busy).toBeEnabled();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Remove College 2' })).toBeInTheDocument();
    expect(removals).toBe(1);

    fail(new Error('offline'));
    expect(
      await within(dialog).findByText('This group could not be removed. Please try again.'),
    ).toBeInTheDocument();
    const again = within(dialog).getByRole('button', { name: 'Remove' });
    expect(again).not.toHaveAttribute('aria-disabled');
  });

  it('deletes a document with its answers when the question it belongs to is hidden', async () => {
    const documents = { md_veteran_upload: { file_name: 'dd214.pdf', file_size: 2048 } };
    const { memory, user } = renderForm('final-steps', veteran, {}, { hostOptions: { documents } });
    await screen.findByText(/^dd214\.pdf \(.+\) uploaded$/);
    await user.click(screen.getByRole('checkbox', { name: /honorably discharged veteran/ }));
    await waitFor(() =>
      expect(memory.calls).toContainEqual({ name: 'deleteDocument', args: ['md_veteran_upload'] }),
    );
    expect(memory.calls).toContainEqual({ name: 'deleteConversion', args: ['md_veteran_upload'] });
    expect(memory.calls.filter((c) => c.name === 'deleteDocument')).toHaveLength(1);
  });

  it('refuses a tab switch while an upload converts, with the in-progress dialog', async () => {
    const { memory, user } = renderForm(
      'final-steps',
      veteran,
      {},
      { hostOptions: { conversionSequence: ['IN_PROGRESS'] } },
    );
    await user.upload(
      await screen.findByLabelText(/DD-214/),
      new File(['%PDF'], 'dd214.pdf', { type: 'application/pdf' }),
    );
    await screen.findByText(/Converting/, { ignore: '[role="status"]' });
    await user.click(screen.getByRole('tab', { name: 'Send documents later' }));
    const dialog = await screen.findByRole('dialog', { name: chromeText.uploadInProgressTitle });
    expect(dialog).toHaveTextContent(chromeText.uploadInProgressText);
    expect(memory.calls.some((c) => c.name === 'putTab')).toBe(false);
  });
});

describe('banners, headers and footer', slow, () => {
  it.each<[Partial<ClientSnapshot>, RegExp]>([
    [{ num_logins: 1 }, /^Welcome, Ana!$/],
    [{ num_logins: 5 }, /^Welcome back, Ana!$/],
    [{ is_logged_in: false, web_status: null }, /^Welcome, Ana!$/],
    [{ web_status: 'submitted' }, /^Thank you, Ana!$/],
  ])('greets %o by preferred name', (client, greeting) => {
    renderForm('final-steps', { first_name: 'Ana María', preferred_name: 'Ana' }, client);
    expect(screen.getByRole('heading', { level: 2, name: greeting })).toBeInTheDocument();
  });

  it('lists the first-login benefits and falls back to the first name', () => {
    renderForm('final-steps', { first_name: 'Ana' }, { num_logins: 1 });
    expect(screen.getByRole('heading', { name: 'Welcome, Ana!' })).toBeInTheDocument();
    expect(screen.getByText('No essay is required.')).toBeInTheDocument();
  });

  it('changes the page header and shows answers read-only once submitted', async () => {
    renderForm('final-steps', { suspended: 'N' }, { web_status: 'submitted' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Final Steps (submitted)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(await screen.findByText('No')).toBeInTheDocument();
  });

  it('shows the date-window banner only inside the window, without its dates', () => {
    const inside = renderForm('final-steps');
    expect(screen.getByRole('heading', { name: 'Priority deadline' })).toBeInTheDocument();
    expect(inside.container).not.toHaveTextContent('2027-02-01');
    inside.unmount();
    renderForm('final-steps', {}, {}, { now: new Date('2027-02-02T12:00:00Z') });
    expect(screen.queryByRole('heading', { name: 'Priority deadline' })).not.toBeInTheDocument();
  });

  it('opens the Help and Privacy modals, with the current year', async () => {
    const { user } = renderForm('final-steps');
    await user.click(screen.getByRole('button', { name: 'Help' }));
    // The dialogs' code loads on first use.
    const help = await screen.findByRole('dialog', { name: 'Help' });
    expect(
      within(help).getByRole('link', { name: 'applyhelp@applykit.example.edu' }),
    ).toBeInTheDocument();
    expect(
      within(help).getByRole('link', { name: 'download a free PDF reader' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Help' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Privacy' }));
    const privacy = await screen.findByRole('dialog', { name: 'Privacy Policy and Cookie Notice' });
    expect(privacy).toHaveTextContent(`© ${new Date().getFullYear()} ApplyKit State University`);
    expect(within(privacy).getByRole('link', { name: 'opt out of analytics' })).toBeInTheDocument();
  });

  it('uses a second partner’s name, terms and theme', () => {
    const { container } = renderForm('education', {}, {}, { partner: examplePartner });
    expect(
      screen.getByRole('radiogroup', { name: /taken classes at Lakeside/ }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: /Entry Term/ })).getByRole('option', {
        name: 'Fall 2027',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Lakeside College')).toBeInTheDocument();
    expect(
      (container.firstElementChild as HTMLElement).style.getPropertyValue(
        '--applykit-color-primary-main',
      ),
    ).toBe('#0b5c5c');
  });
});

describe('navigation', slow, () => {
  it('saves, then continues to the next step when logged in', async () => {
    const { memory, user } = renderForm('about', { first_name: 'Ana' });
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(memory.navigations).toEqual([{ path: '/education' }]));
    expect(memory.savedAnswers.first_name).toBe('Ana');
  });

  it('keeps the applicant’s details in one form and each other question in its own', () => {
    renderForm('about');
    const formOf = (id: string) => (document.getElementById(id) as HTMLInputElement).form;
    // The browser fills one form at a time: name, e-mail, phones and address together.
    const details = formOf('first_name');
    for (const id of ['last_name', 'email_address', 'phone_home', 'address_line_1', 'city', 'zip'])
      expect(formOf(id), id).toBe(details);
    // It re-reads the form typed in on every keystroke, so every other question is a form
    // holding its own controls alone (and the hidden button that submits the page on Enter).
    const others = [
      'mailing_address_line_1',
      'mailing_city',
      'emergency_first_name',
      'emergency_last_name',
      'religious_pref',
    ];
    const forms = others.map(formOf);
    expect(new Set([details, ...forms]).size).toBe(others.length + 1);
    others.forEach((id, index) => {
      const controls = [...forms[index]!.elements].filter(
        (element) => !(element as HTMLElement).hidden,
      );
      expect(controls, id).toEqual([document.getElementById(id)]);
    });
    expect(screen.getByRole('form', { name: 'About You' })).toContainElement(details);
  });

  it('continues to the next step on Enter in a field of any section', async () => {
    const { memory, user } = renderForm('about', { first_name: 'Ana' });
    await user.type(
      screen.getByRole('textbox', { name: /^Emergency Contact First Name/ }),
      'Li{Enter}',
    );
    await waitFor(() => expect(memory.navigations).toEqual([{ path: '/education' }]));
    expect(memory.savedAnswers.first_name).toBe('Ana');
  });

  it('posts the error map as it changes while validating, never an empty one', async () => {
    const answers = { ...exampleApplication, entry_term: 'SU27', last_name: '' };
    const { memory, user } = renderForm('about', answers, { web_status: 'validating' });
    const posted = () =>
      memory.calls.filter((c) => c.name === 'postValidations').map((c) => c.args[0]);
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(Object.keys(posted()[0] as object)).toEqual(['last_name']);
    await user.type(screen.getByRole('textbox', { name: /^Last Name/ }), 'Lovelace');
    // The map went empty at the first letter: nothing is posted for it, nor per keystroke.
    expect(posted()).toHaveLength(1);
    await user.clear(screen.getByRole('textbox', { name: /^First Name/ }));
    await waitFor(() => expect(posted()).toHaveLength(2));
    expect(Object.keys(posted()[1] as object)).toEqual(['first_name']);
  });

  it('posts validations with the save while validating', async () => {
    const { memory, user } = renderForm('final-steps', {}, { web_status: 'validating' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(memory.calls.some((c) => c.name === 'postValidations')).toBe(true));
  });

  it('sends an anonymous visitor with answers to sign up, and one without to the page', async () => {
    const withAnswers = renderForm(
      'education',
      { first_name: 'Ana' },
      { is_logged_in: false, web_status: null },
    );
    await withAnswers.user.click(screen.getByRole('link', { name: 'Step 3: Final Steps' }));
    expect(withAnswers.memory.navigations[0]?.path).toBe('/signup');
    expect(withAnswers.memory.navigations[0]?.state?.answers?.first_name).toBe('Ana');
    expect(withAnswers.memory.calls.some((c) => c.name === 'saveAnswers')).toBe(false);
    withAnswers.unmount();
    const without = renderForm('education', {}, { is_logged_in: false, web_status: null });
    await without.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(without.memory.navigations).toEqual([{ path: '/about' }]);
  });

  it('sends an anonymous visitor who presses Save to sign up with the answers', async () => {
    const { memory, user } = renderForm(
      'about',
      { first_name: 'Ana' },
      { is_logged_in: false, web_status: null },
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(memory.navigations[0]?.path).toBe('/signup');
    expect(memory.navigations[0]?.state?.answers?.first_name).toBe('Ana');
    expect(memory.calls.some((c) => c.name === 'saveAnswers')).toBe(false);
  });

  it.each([
    [{ country: 'USA' }, true],
    [{ country: 'FRA' }, false],
  ])('marks ZIP required only while the country needs it (%o)', (answers, required) => {
    const { container } = renderForm('about', answers);
    const zip = container.querySelector('#zip');
    if (required) expect(zip).toHaveAttribute('aria-required', 'true');
    else expect(zip).not.toHaveAttribute('aria-required', 'true');
  });

  it('leaves the step navigation to a host that renders its own', () => {
    renderForm('education', {}, {}, { showStepNavigation: false });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Application steps' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Step \d/ })).not.toBeInTheDocument();
  });

  it('marks the current step', () => {
    renderForm('education');
    expect(screen.getByRole('link', { name: 'Step 2: Your Academics' })).toHaveAttribute(
      'aria-current',
      'step',
    );
  });
});

describe('answers reported to the host', slow, () => {
  const anonymous = { is_logged_in: false, web_status: null };

  it('reports the whole answer map when a typed field is left and when a choice is made', async () => {
    const onAnswersChange = vi.fn();
    const { user } = renderForm('about', { last_name: 'Lopez' }, anonymous, {
      host: { ...createMemoryHost().host, onAnswersChange },
    });
    await user.type(screen.getByRole('textbox', { name: /^First Name/ }), 'Ana');
    expect(onAnswersChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onAnswersChange).toHaveBeenCalledTimes(1);
    expect(onAnswersChange.mock.lastCall?.[0]).toMatchObject({
      first_name: 'Ana',
      last_name: 'Lopez',
    });

    await user.click(within(radioGroup(/Legal Sex/)).getByRole('radio', { name: 'Female' }));
    await waitFor(() => expect(onAnswersChange).toHaveBeenCalledTimes(2));
    expect(onAnswersChange.mock.lastCall?.[0]).toMatchObject({ first_name: 'Ana', gender: 'F' });
  });

  it('reports typing not yet committed when the page is hidden, as on a reload', async () => {
    const onAnswersChange = vi.fn();
    const { user } = renderForm('about', {}, anonymous, {
      host: { ...createMemoryHost().host, onAnswersChange },
    });
    await user.type(screen.getByRole('textbox', { name: /^First Name/ }), 'Ana');
    window.dispatchEvent(new Event('pagehide'));
    expect(onAnswersChange).toHaveBeenCalledTimes(1);
    expect(onAnswersChange.mock.lastCall?.[0]).toMatchObject({ first_name: 'Ana' });
  });
});

describe('configuration errors (development only)', () => {
  it('throws on answer keys outside the data model in development', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorShown>
        <ApplicationForm
          page="final-steps"
          data={{ answers: { favourite_colour: 'blue' }, client: student }}
          host={createMemoryHost().host}
          now={now}
          development
        />
      </ErrorShown>,
    );
    // The check's code loads in development only: the error comes once it has run.
    expect(await screen.findByTestId('error-shown')).toHaveTextContent(
      'The answer key "favourite_colour" is not in the data model.',
    );
    vi.mocked(console.error).mockRestore();
  });

  it('keeps working in production', () => {
    renderForm('final-steps', { favourite_colour: 'blue' }, {}, { development: false });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

describe('render count', slow, () => {
  it('typing in one Final Steps field renders no other field', async () => {
    const rendered: string[] = [];
    const { user } = renderForm(
      'final-steps',
      { suspended: 'Y', instate_tuition: 'Y', md_financially_ind_dep: '1' },
      {},
      { onFieldRender: (key) => rendered.push(key) },
    );
    for (const [name, key] of [
      [/Full Name of That Person/, 'md_name_of_person_on_whom_dependent'],
      [/Please explain the circumstances/, 'suspended_comment'],
    ] as const) {
      rendered.length = 0;
      await user.type(screen.getByRole('textbox', { name }), 'Rosa Lopez');
      await user.tab();
      expect(rendered.filter((renderedKey) => renderedKey !== key)).toEqual([]);
    }
  });

  it('typing in a text box renders no field at all, its own included', async () => {
    const rendered: string[] = [];
    // Each typed key begins with the key of a question that something watches
    // (`emergency_relation` shows `emergency_relation_other`).
    for (const [page, answers, name] of [
      ['about', { emergency_relation: RELATION_OTHER }, /Please describe the relationship/],
      [
        'final-steps',
        {
          instate_tuition: 'Y',
          md_financially_ind_dep: '1',
          md_relationship_to_applicant: RELATION_OTHER,
        },
        /Please describe the relationship/,
      ],
    ] as const) {
      const { user, unmount } = renderForm(
        page,
        answers,
        {},
        { onFieldRender: (key) => rendered.push(key) },
      );
      const box = screen.getByRole('textbox', { name });
      rendered.length = 0;
      await user.type(box, 'Aunt');
      expect(rendered).toEqual([]);
      unmount();
    }
  });

  it('reporting answers to the host renders no other field', async () => {
    const rendered: string[] = [];
    const onAnswersChange = vi.fn();
    const { user } = renderForm(
      'final-steps',
      { suspended: 'Y' },
      {},
      {
        onFieldRender: (key) => rendered.push(key),
        host: { ...createMemoryHost().host, onAnswersChange },
      },
    );
    rendered.length = 0;
    await user.type(
      screen.getByRole('textbox', { name: /Please explain the circumstances/ }),
      'Rosa',
    );
    await user.tab();
    expect(onAnswersChange).toHaveBeenCalledTimes(1);
    expect(rendered.filter((key) => key !== 'suspended_comment')).toEqual([]);
  });

  it('while validating too, only the edited field re-renders', async () => {
    const rendered: string[] = [];
    const { user } = renderForm(
      'final-steps',
      { suspended: 'Y', instate_tuition: 'Y', md_financially_ind_dep: '1' },
      { web_status: 'validating' },
      { onFieldRender: (key) => rendered.push(key) },
    );
    await screen.findByRole('alert');
    rendered.length = 0;
    await user.type(screen.getByRole('textbox', { name: /Full Name of That Person/ }), 'Rosa');
    expect(new Set(rendered)).toEqual(new Set(['md_name_of_person_on_whom_dependent']));
  });
});

describe('trigger sections', slow, () => {
  it('a button reveals the after-content and hides the before-content', async () => {
    const { user } = renderForm('about');
    expect(screen.getByText('Do your transcripts show a different last name?')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Previous Last Name/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a previous last name' }));
    expect(screen.getByRole('textbox', { name: /Previous Last Name/ })).toHaveFocus();
    expect(
      screen.queryByText('Do your transcripts show a different last name?'),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Add a previous last name' }),
    ).not.toBeInTheDocument();
  });

  it('stays open when the after-content is already answered', () => {
    renderForm('about', { prev_last_name: 'Smith' });
    expect(screen.getByRole('textbox', { name: /Previous Last Name/ })).toHaveValue('Smith');
  });
});

describe('saving', slow, () => {
  it('sends one save while one is on its way, shows it pending, and can save again after a failure', async () => {
    const memory = createMemoryHost();
    let finish: (() => void) | undefined;
    let fail: ((error: Error) => void) | undefined;
    const saveAnswers = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          finish = resolve;
          fail = reject;
        }),
    );
    render(
      <ApplicationForm
        page="final-steps"
        data={{ answers: {}, client: student, documents: {}, tabs: {}, addAnother: {} }}
        host={{ ...memory.host, saveAnswers }}
        now={now}
      />,
    );
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Save' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.dblClick(save);
    await user.click(submit);
    expect(saveAnswers).toHaveBeenCalledTimes(1);
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    // Still reachable by keyboard: aria-disabled, not disabled.
    expect(save).not.toBeDisabled();

    fail!(new Error('Server down'));
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));
    await user.click(save);
    expect(saveAnswers).toHaveBeenCalledTimes(2);
    finish!();
    await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
  });
});

describe('autofill', slow, () => {
  it('regression: offers autofill for the preferred name and both international phones', () => {
    renderForm('about');
    expect(screen.getByRole('textbox', { name: /^Preferred First Name/ })).toHaveAttribute(
      'autocomplete',
      'nickname',
    );
    for (const name of [/^International Home Phone/, /^International Cell Phone/])
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('autocomplete', 'tel');
  });
});

const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
});

/**
 * Renders About You as a browser does, outside `act` (which would draw every step at once),
 * and records which fields each change to the page left on it.
 */
async function drawAboutYou(client: Partial<ClientSnapshot>) {
  const wasActEnvironment = reactActEnvironment.IS_REACT_ACT_ENVIRONMENT;
  reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.body.appendChild(document.createElement('div'));
  const present = (id: string) => container.querySelector(`#${id}`) !== null;
  const looks: { firstName: boolean; zip: boolean; citizenship: boolean; emergency: boolean }[] =
    [];
  const observer = new MutationObserver(() =>
    looks.push({
      firstName: present('first_name'),
      zip: present('zip'),
      citizenship: present('citizenship_type'),
      emergency: present('emergency_first_name'),
    }),
  );
  observer.observe(container, { childList: true, subtree: true });
  const root = createRoot(container);
  cleanups.push(() => {
    observer.disconnect();
    root.unmount();
    container.remove();
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  });
  root.render(
    <ApplicationForm
      page="about"
      data={{
        answers: { first_name: 'Ana' },
        client: { ...student, ...client },
        documents: {},
        tabs: {},
        addAnother: {},
      }}
      host={createMemoryHost().host}
      now={now}
    />,
  );
  await waitFor(() => expect(present('emergency_first_name')).toBe(true), { timeout: 10_000 });
  return { looks, container };
}

describe('a page drawn form by form', { timeout: 60_000 }, () => {
  it("shows the applicant's details, whole and with the saved answers, before the rest of the page", async () => {
    const { looks, container } = await drawAboutYou({});
    const firstLook = looks.find((look) => look.firstName);
    // First Name and the address (the details autofill fills together) came in one change,
    // before the sections further down were drawn.
    expect(firstLook, 'no change to the page showed First Name').toEqual({
      firstName: true,
      zip: true,
      citizenship: false,
      emergency: false,
    });
    expect(container.querySelector<HTMLInputElement>('#first_name')?.value).toBe('Ana');
  });

  it('draws the sections below one form at a time', async () => {
    const { looks } = await drawAboutYou({});
    // Citizenship, the next form, was on the page before Emergency Contact, four forms on.
    expect(looks.some((look) => look.citizenship && !look.emergency)).toBe(true);
  });

  it('draws the whole page at once while the application is validated', async () => {
    const { looks } = await drawAboutYou({ web_status: 'validating' });
    const firstLook = looks.find((look) => look.firstName);
    // The error summary on arrival links to fields anywhere on the page.
    expect(firstLook, 'no change to the page showed First Name').toEqual({
      firstName: true,
      zip: true,
      citizenship: true,
      emergency: true,
    });
  });
});
