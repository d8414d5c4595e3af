import { fileMessages } from '@applykit/api-contract/policies';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../messages/translator';
import { catalogues } from '../messages/catalogues.generated';
import { itHasNoAxeViolationsInAnyStory } from '../../test/axeStories';
import * as stories from './FileUpload.stories';
import { FileUpload, type FileUploadProps } from './FileUpload';
import { FILE_MESSAGES, FileRefusedError, checkFile, formatFileSize } from './fileRules';

function file(name: string, size: number, type = 'application/pdf') {
  const made = new File(['x'.repeat(Math.min(size, 10))], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Upload(props: Partial<FileUploadProps>) {
  return (
    <FileUpload
      id="doc"
      label="Transcript"
      onUpload={() => Promise.resolve()}
      onDelete={() => Promise.resolve()}
      {...props}
    />
  );
}

describe('checkFile', () => {
  it('gives the four file-rule messages', () => {
    expect(checkFile({ name: 'a.pdf', size: 0 })).toEqual([
      'Your file is empty. Please upload a non-empty file.',
    ]);
    expect(checkFile({ name: 'a.pdf', size: 1024 * 1024 + 1 })).toEqual([
      'Your file is too large. The maximum file size is 1 MB.',
    ]);
    expect(checkFile({ name: 'a.gif', size: 10 })).toEqual([
      'You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx',
    ]);
    expect(checkFile({ name: `${'n'.repeat(29)}.pdf`, size: 10 })).toEqual([
      'The name of your file is too long. File name can have a maximum of 32 characters, including the extension.',
    ]);
  });

  it('accepts the allowed types in any case, up to exactly 1 MB and 32 characters', () => {
    for (const name of ['a.png', 'a.JPEG', 'a.jpg', 'a.Pdf', 'a.docx'])
      expect(checkFile({ name, size: 1 })).toEqual([]);
    expect(checkFile({ name: `${'n'.repeat(28)}.pdf`, size: 1024 * 1024 })).toEqual([]);
  });

  it('refuses a name without an extension, and gives every broken rule in a fixed order', () => {
    expect(checkFile({ name: 'README', size: 1 })).toEqual([FILE_MESSAGES.wrongType]);
    expect(checkFile({ name: 'transcript.pdf.exe', size: 1 })).toEqual([FILE_MESSAGES.wrongType]);
    expect(checkFile({ name: `${'n'.repeat(40)}.exe`, size: 0 })).toEqual([
      FILE_MESSAGES.empty,
      FILE_MESSAGES.wrongType,
      FILE_MESSAGES.nameTooLong,
    ]);
  });

  it("shows the contract's file texts in the applicant's language: each is a catalogue message", () => {
    const english = createTranslator({ catalogues: [catalogues] });
    const spanish = createTranslator({ locale: 'es', catalogues: [catalogues] });
    for (const [reason, text] of Object.entries(fileMessages)) {
      expect(english.t(`ui.file.${reason}`), reason).toBe(text);
      expect(spanish.translateText(text), reason).toBe(spanish.t(`ui.file.${reason}`));
      expect(spanish.translateText(text), reason).not.toBe(text);
    }
  });

  it('formats sizes for people', () => {
    expect(formatFileSize(500)).toBe('500 bytes');
    expect(formatFileSize(245_760)).toBe('240 KB');
    expect(formatFileSize(1_572_864)).toBe('1.5 MB');
  });
});

describe('FileUpload', () => {
  it('uploads a good file: uploading while the promise runs, then done', async () => {
    const user = userEvent.setup();
    const upload = deferred();
    const onUpload = vi.fn(() => upload.promise);
    render(<Upload onUpload={onUpload} />);
    await user.upload(screen.getByLabelText('Transcript'), file('transcript.pdf', 2048));
    expect(onUpload).toHaveBeenCalledWith(expect.objectContaining({ name: 'transcript.pdf' }));
    expect(screen.getByRole('status')).toHaveTextContent('Uploading transcript.pdf');
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toBeInTheDocument();
    await act(async () => upload.resolve());
    expect(screen.getByRole('status')).toHaveTextContent('transcript.pdf');
    expect(screen.getByRole('button', { name: 'Delete transcript.pdf' })).toBeVisible();
  });

  it('regression: says each step in one status region that was there before the upload', async () => {
    const user = userEvent.setup();
    const upload = deferred();
    const { rerender } = render(<Upload onUpload={() => upload.promise} />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    await user.upload(screen.getByLabelText('Transcript'), file('transcript.pdf', 2048));
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Uploading transcript.pdf…');
    // The host reports the conversion, then its end, while the upload promise still runs: the
    // status goes forward to converting and never back to uploading.
    rerender(<Upload onUpload={() => upload.promise} status="converting" />);
    expect(region).toHaveTextContent('Converting transcript.pdf…');
    rerender(<Upload onUpload={() => upload.promise} />);
    expect(region).toHaveTextContent('Converting transcript.pdf…');
    await act(async () => upload.resolve());
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('transcript.pdf uploaded');
    expect(screen.getByText('Uploaded')).toBeVisible();
  });

  it('regression: announces a file refused in the browser, with its reasons', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Upload onUpload={() => Promise.resolve()} />);
    const region = screen.getByRole('status');
    await user.upload(screen.getByLabelText('Transcript'), file('scan.pdf', 2 * 1024 * 1024));
    expect(region).toHaveTextContent(`scan.pdf was not uploaded. ${FILE_MESSAGES.tooLarge}`);
  });

  it('refuses a bad file with its messages, without uploading, tied to the picker', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onUpload = vi.fn(() => Promise.resolve());
    render(<Upload onUpload={onUpload} />);
    const picker = screen.getByLabelText('Transcript');
    await user.upload(
      picker,
      file('a-very-long-file-name-for-a-transcript.gif', 2 * 1024 * 1024, 'image/gif'),
    );
    expect(onUpload).not.toHaveBeenCalled();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveAccessibleDescription(
      `Error: ${FILE_MESSAGES.tooLarge} Error: ${FILE_MESSAGES.wrongType} Error: ${FILE_MESSAGES.nameTooLong}`,
    );
    await user.upload(picker, file('ok.pdf', 10));
    expect(screen.queryByText(FILE_MESSAGES.tooLarge)).not.toBeInTheDocument();
  });

  it('shows the failed state when the upload is rejected, and lets the user try again', async () => {
    const user = userEvent.setup();
    render(<Upload onUpload={() => Promise.reject(new Error('network'))} />);
    await user.upload(screen.getByLabelText('Transcript'), file('transcript.pdf', 2048));
    expect(
      await screen.findByText('Your file could not be uploaded. Please try again.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Transcript')).toHaveAttribute('type', 'file');
  });

  it('shows the server’s reason for a refused file instead of inviting a retry', async () => {
    const user = userEvent.setup();
    const reason = 'You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx';
    render(<Upload onUpload={() => Promise.reject(new FileRefusedError(reason))} />);
    const picker = screen.getByLabelText('Transcript');
    await user.upload(picker, file('setup.pdf', 2048));
    expect(await screen.findByText(reason)).toBeVisible();
    expect(screen.getByLabelText('Transcript')).toHaveAccessibleDescription(`Error: ${reason}`);
    expect(
      screen.queryByText('Your file could not be uploaded. Please try again.'),
    ).not.toBeInTheDocument();
  });

  it('lets the host clear a failure it controls, and the message goes with it', async () => {
    const { rerender } = render(<Upload failure="The file could not be read." />);
    expect(screen.getByLabelText('Transcript')).toHaveAccessibleDescription(
      /Error: The file could not be read\./,
    );
    expect(screen.getByRole('status')).toHaveTextContent('The file could not be read.');
    rerender(<Upload failure={null} />);
    expect(screen.queryByText('The file could not be read.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Transcript')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the Delete File dialog leavable when the delete fails, and says so', async () => {
    const user = userEvent.setup();
    const attempt = deferred();
    const onDelete = vi.fn(() => attempt.promise);
    render(<Upload document={{ name: 'transcript.pdf', size: 4096 }} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete transcript.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete File' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // While the delete runs it cannot be sent twice.
    expect(within(dialog).getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    await act(async () => attempt.reject(new Error('offline')));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Your file could not be deleted. Please try again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('transcript.pdf (4 KB)')).toBeVisible();
  });

  it('shows converting while the host says so', () => {
    render(<Upload status="converting" document={{ name: 'essay.docx' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Converting essay.docx');
  });

  it('deletes only after the "Delete File" dialog is confirmed', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn(() => Promise.resolve());
    const { rerender } = render(
      <Upload document={{ name: 'transcript.pdf', size: 4096 }} onDelete={onDelete} />,
    );
    expect(screen.getByText('transcript.pdf (4 KB)')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete transcript.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete File' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete your file?');
    // Regression: it opened on ×; the safe action takes focus, so Enter keeps the file.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete transcript.pdf' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    rerender(<Upload document={null} onDelete={onDelete} />);
    expect(screen.getByLabelText('Transcript')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('Transcript')).toHaveFocus();
  });

  it('tells anonymous visitors to create an account instead of offering a picker', () => {
    render(<Upload anonymous />);
    expect(
      screen.getByText('This question can be finished once you have created an account.'),
    ).toBeVisible();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('says whether a document is attached when read-only', () => {
    const { rerender } = render(<Upload readOnly document={{ name: 'transcript.pdf' }} />);
    expect(screen.getByText('Document attached: transcript.pdf')).toBeVisible();
    rerender(<Upload readOnly document={null} />);
    expect(screen.getByText('No document attached')).toBeVisible();
  });

  itHasNoAxeViolationsInAnyStory(stories);
});
