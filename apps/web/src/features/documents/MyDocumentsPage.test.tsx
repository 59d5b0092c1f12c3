import { uploadPurposes } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, resetLanguageForTests } from '../../platform/i18n';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { MyDocumentsPage } from './MyDocumentsPage';

const extensions = [...uploadPurposes.document];
const routes = (documents: unknown[]) => ({
  'GET /internal-api/documents/upload-options': {
    body: { extensions, max_megabytes: 2, categories: [{ id: 1, name: 'Identification' }], locations: [] },
  },
  'GET /internal-api/dashboard/widget/documents': {
    body: { total: documents.length, last_updated: documents.length ? '2026-03-05T15:00:00Z' : null, data: [] },
  },
  'GET /internal-api/customer-portal/documents?page=1&perPage=10': {
    body: { data: documents, total: documents.length, per_page: 10 },
  },
});

const document = {
  id: 7,
  original_filename: 'license.pdf',
  document_category: 'Identification',
  created_at: '2026-03-05T15:00:00Z',
  is_on_file: false,
  location_id: null,
  location_name: null,
};

describe('My Documents', () => {
  afterEach(async () => {
    await resetLanguageForTests();
  });

  it('in English: the spec texts', async () => {
    mockFetch(routes([]));
    renderWithProviders(<MyDocumentsPage />, { route: '/customer-portal/documents' });
    expect(screen.getByRole('heading', { name: 'My Documents', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Use the Upload Documents button to get started.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Documents' })).toHaveTextContent('0 documents'));
  });

  it('in Spanish: headings, the list, its dates, the uploader and its messages', async () => {
    await activateLanguage('es');
    const { requests } = mockFetch(routes([document]));
    const { user } = renderWithProviders(<MyDocumentsPage />, { route: '/customer-portal/documents' });

    expect(screen.getByRole('heading', { name: 'Mis documentos', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Documentos' });
    expect(within(table).getByRole('columnheader', { name: 'Agregado' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Eliminar license.pdf' })).toBeInTheDocument();
    expect(within(table).getByText('5 mar 2026')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Documentos' })).toHaveTextContent('1 documento'));

    await user.click(await screen.findByRole('button', { name: 'Subir' }));
    expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(2);
    fireEvent.change(fileInput(), { target: { files: [new File(['MZ'], 'setup.exe')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `El archivo debe ser de uno de estos tipos: ${extensions.join(', ')}`,
    );
    expect(requests.filter((request) => request.url.startsWith('/internal-api/uploads'))).toHaveLength(0);
  });
});

/** Mantine's FileInput is a button; the file input behind it takes the files. */
function fileInput() {
  return window.document.querySelector<HTMLInputElement>('input[type="file"]')!;
}
