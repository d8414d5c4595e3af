import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './FormSections.stories';

const {
  ThreeColleges,
  TwoParents,
  CollegesAnonymous,
  ResidencyMilitaryDocumentsLater,
  CitizenshipVisaHolder,
  PrintCertification,
} = composeStories(stories);

// Each story must show the state its name promises; the visual checks hold the pixels.
describe('form section stories', { timeout: 120_000 }, () => {
  it('ThreeColleges reveals the third college', async () => {
    render(<ThreeColleges />);
    expect(await screen.findByRole('heading', { name: 'College 3' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'College 4' })).not.toBeInTheDocument();
  });

  it('TwoParents shows the second parent', async () => {
    render(<TwoParents />);
    expect(
      await screen.findByRole('heading', { name: 'Parent or Guardian 2' }),
    ).toBeInTheDocument();
  });

  it('CollegesAnonymous disables Add Another College', async () => {
    render(<CollegesAnonymous />);
    expect(await screen.findByRole('button', { name: 'Add Another College' })).toBeDisabled();
  });

  it('ResidencyMilitaryDocumentsLater shows the send-later tab', async () => {
    render(<ResidencyMilitaryDocumentsLater />);
    expect(
      await screen.findByRole('tab', { name: 'Send documents later', selected: true }),
    ).toBeInTheDocument();
  });

  it('CitizenshipVisaHolder asks for the visa', async () => {
    render(<CitizenshipVisaHolder />);
    expect(
      await screen.findByRole('radio', { name: /visa holder/i, checked: true }),
    ).toBeInTheDocument();
  });

  it('PrintCertification prints the ticked statement', () => {
    render(<PrintCertification />);
    expect(screen.getByText(/\[X\]/)).toBeInTheDocument();
  });
});
