import { customerDocumentMessages, uploadMessages, uploadPurposes } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { DocumentUploader } from './DocumentUploader';
import { checkFiles } from './DocumentUploaderForm';

const extensions = [...uploadPurposes.document];
const uploadOptions = {
  body: {
    extensions,
    max_megabytes: 2,
    categories: [
      { id: 1, name: 'Identification' },
      { id: 3, name: 'Proof of Income' },
    ],
    locations: [{ id: 4, name: 'Denver Center' }],
  },
};
/** Mantine's FileInput is a button; the file input behind it takes the files. */
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const wrongType = `The file must be one of the following types: ${extensions.join(', ')}`;

describe('checkFiles (staff spec 5)', () => {
  it('refuses an extension not in the server list, with the spec alert text, and a file over the limit', () => {
    const options = { extensions, max_megabytes: 1 };
    expect(checkFiles([new File(['x'], 'run.exe')], options)).toBe(wrongType);
    expect(checkFiles([new File(['x'], 'no-extension')], options)).toBe(wrongType);
    expect(checkFiles([new File(['x'], 'ID.PDF')], options)).toBeNull();
    expect(checkFiles([new File([new Uint8Array(1024 * 1024 + 1)], 'big.pdf')], options)).toBe(
      'The maximum file size allowed is 1MB',
    );
  });
});

describe('DocumentUploader', () => {
  it('alerts and drops a file of a type the server does not allow', async () => {
    mockFetch({ 'GET /internal-api/documents/upload-options': uploadOptions });
    renderWithProviders(<DocumentUploader />);
    await screen.findByLabelText(/Files/);
    // The accept attribute only filters the picker; a dropped or renamed file still reaches the check.
    fireEvent.change(fileInput(), { target: { files: [new File(['MZ'], 'setup.exe')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(wrongType);
    expect(screen.queryByText('setup.exe')).not.toBeInTheDocument();
  });

  it("a chosen file's clear button has a name and clears the choice", async () => {
    mockFetch({ 'GET /internal-api/documents/upload-options': uploadOptions });
    const { user } = renderWithProviders(<DocumentUploader />);
    await screen.findByLabelText(/Files/);
    fireEvent.change(fileInput(), { target: { files: [new File(['%PDF-1.4'], 'resume.pdf')] } });
    expect(await screen.findByText('resume.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear files' }));
    await waitFor(() => expect(screen.queryByText('resume.pdf')).not.toBeInTheDocument());
  });

  it('a customer sees no on-file option; a file and a category are required', async () => {
    const { requests } = mockFetch({ 'GET /internal-api/documents/upload-options': uploadOptions });
    const { user } = renderWithProviders(<DocumentUploader />);
    await screen.findByLabelText(/Category/);
    expect(screen.queryByLabelText(customerDocumentMessages.onFileLabel)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(requests.filter((request) => request.url.startsWith('/internal-api/uploads'))).toHaveLength(0);
  });

  it('on file: hides the file input, asks for a location, records category and location', async () => {
    const { calls } = mockFetch({
      'GET /internal-api/documents/upload-options': uploadOptions,
      'POST /internal-api/customers/12/documents/on-file': { status: 201, body: { data: {} } },
    });
    const { user } = renderWithProviders(<DocumentUploader customerId={12} allowOnFile />);
    await user.selectOptions(await screen.findByLabelText(/Category/), 'Proof of Income');
    await user.click(screen.getByLabelText(customerDocumentMessages.onFileLabel));
    expect(screen.queryByLabelText(/Files/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Location/), 'Denver Center');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(customerDocumentMessages.uploaded)).toBeInTheDocument();
    expect(calls('POST', '/internal-api/customers/12/documents/on-file').map((call) => call.body)).toEqual([
      { categoryId: 3, locationId: 4 },
    ]);
  });

  it('toasts the unexpected-error text when no upload name can be had', async () => {
    mockFetch({
      'GET /internal-api/documents/upload-options': uploadOptions,
    });
    const { user } = renderWithProviders(<DocumentUploader customerId={12} allowOnFile />);
    await user.selectOptions(await screen.findByLabelText(/Category/), 'Identification');
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(customerDocumentMessages.unexpected)).toBeInTheDocument();
  });

  it("says what was wrong with a refused file: the server's message, not only that the upload failed", async () => {
    const mislabelled = uploadMessages.contentMismatch('photo.pdf', 'pdf');
    mockFetch({
      'GET /internal-api/documents/upload-options': uploadOptions,
      'GET /internal-api/uploads/signed-url?fileName=photo.pdf&size=8&purpose=document': {
        body: { url: '/internal-api/uploads/document/x.pdf?signature=s', method: 'PUT', path: 'document/x.pdf' },
      },
    });
    // The browser's PUT (XMLHttpRequest, for its progress events) answered as the server answers a PNG named .pdf.
    class RefusingUpload {
      status = 0;
      statusText = '';
      responseText = '';
      upload = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      withCredentials = false;
      open() {}
      setRequestHeader() {}
      send() {
        this.status = 422;
        this.responseText = JSON.stringify({ message: mislabelled, errors: { file: [mislabelled] } });
        queueMicrotask(() => this.onload?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', RefusingUpload);
    try {
      const { user } = renderWithProviders(<DocumentUploader />);
      await user.selectOptions(await screen.findByLabelText(/Category/), 'Identification');
      await user.upload(fileInput(), new File(['\x89PNG...'], 'photo.pdf', { type: 'application/pdf' }));
      await user.click(screen.getByRole('button', { name: 'Upload' }));
      expect(await screen.findByText(mislabelled)).toBeInTheDocument();
      expect(screen.queryByText(customerDocumentMessages.uploadFailed)).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows an error with a retry when the upload options cannot be loaded', async () => {
    let fail = true;
    mockFetch({
      'GET /internal-api/documents/upload-options': () =>
        fail ? { status: 500, body: { message: 'x' } } : uploadOptions,
    });
    const { user } = renderWithProviders(<DocumentUploader />);
    const retry = await screen.findByRole('button', { name: 'Refresh' });
    fail = false;
    await user.click(retry);
    await waitFor(() => expect(screen.getByLabelText(/Category/)).toBeInTheDocument());
  });
});
