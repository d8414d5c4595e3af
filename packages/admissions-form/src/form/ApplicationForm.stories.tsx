import type { Meta, StoryObj } from '@storybook/react-vite';
import { examplePartner } from '../model/builtInPartners';
import { ApplicationForm } from './ApplicationForm';
import type { ClientSnapshot } from './host';
import { createMemoryHost } from './memoryHost';

const now = new Date('2026-11-22T12:00:00Z');

const returning: ClientSnapshot = {
  is_logged_in: true,
  is_service_user: false,
  web_status: 'started',
  num_logins: 3,
  has_changed_page: true,
};

const answers = {
  first_name: 'Ana',
  preferred_name: 'Ana',
  last_name: 'Lopez',
  gender: 'F',
  gender_desc: 'Female',
  birth_date: '2001-04-12',
  phone_mobile: '(301) 555-0142',
  address_line_1: '14000 Jericho Park Road',
  city: 'Bowie',
  state: 'MD',
  county: "Prince George's",
  zip: '20715',
  country: 'USA',
  citizenship_type: '1',
  race_black: 'true',
  entry_term: 'FA27',
  campus_attend: '1',
  college_name: 'Prince George’s Community College',
  instate_tuition: 'Y',
  md_financially_ind_dep: '2',
  md_resident: 'Y',
  md_military: 'Y',
  md_veteran: 'true',
};

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
      zip: '20774',
      country: 'USA',
    },
  },
];

const meta = {
  title: 'Application/ApplicationForm',
  component: ApplicationForm,
  parameters: { layout: 'fullscreen' },
  args: {
    page: 'about',
    now,
    data: { answers, client: returning, documents: {}, tabs: {}, addAnother: {} },
    host: createMemoryHost({ suggestions }).host,
  },
} satisfies Meta<typeof ApplicationForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const AboutYou: Story = {};
export const YourAcademics: Story = { args: { page: 'education' } };
export const FinalSteps: Story = { args: { page: 'final-steps' } };

/** The error summary: shown while validating, grouped by page, focused when it appears. */
export const ErrorSummary: Story = {
  tags: ['mobile-and-partner'],
  args: {
    page: 'final-steps',
    data: { answers: {}, client: { ...returning, web_status: 'validating' } },
  },
};

export const FirstLoginBanner: Story = {
  args: { page: 'final-steps', data: { answers, client: { ...returning, num_logins: 1 } } },
};

export const WelcomeBackBanner: Story = { args: { page: 'final-steps' } };

export const AnonymousBanner: Story = {
  args: {
    page: 'final-steps',
    data: { answers: {}, client: { ...returning, is_logged_in: false, web_status: null } },
  },
};

export const Submitted: Story = {
  args: {
    page: 'final-steps',
    data: { answers, client: { ...returning, web_status: 'submitted' } },
  },
};

/** No date-window banner outside the partner's window. */
export const OutsideDateWindow: Story = {
  args: { page: 'final-steps', now: new Date('2027-06-01T12:00:00Z') },
};

/** The service (print) view: read-only text, [X] and [ ], empty sections hidden, uploads as attached. */
export const PrintView: Story = {
  args: {
    page: 'final-steps',
    data: {
      answers,
      client: { ...returning, is_service_user: true },
      documents: { md_veteran_upload: { file_name: 'dd214.pdf', file_size: 48213 } },
    },
  },
};

/** A second partner: its own name, terms, campuses, limit and colours. */
export const ExamplePartner: Story = {
  args: { page: 'education', partner: examplePartner, data: { answers: {}, client: returning } },
};
