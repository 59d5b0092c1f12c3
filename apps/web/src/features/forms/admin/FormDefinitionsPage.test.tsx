import {
  errorMessages,
  formDefinitionFormat,
  formDefinitionMessages,
  formPaths,
  type FormDefinitionInput,
} from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/queryClient';
import { mockFetch, type MockResponse, type RecordedRequest } from '../../../test/fetchMock';
import type { FormDefinitionSummary } from './api';
import { describePath } from './definitionErrors';
import { exportFileName } from './DefinitionsTable';
import { FormDefinitionsPage } from './FormDefinitionsPage';
import { AppRouter, createMemoryNavigation } from '../../../platform/navigation';
import { AppRoutes } from '../../../app/router';

const youth: FormDefinitionSummary = {
  id: 2,
  name_short: 'WIOA Youth',
  name_long: 'WIOA Youth Eligibility',
  sections: 3,
  questions: 12,
  updated_at: '2026-11-20T15:30:00.000Z',
};

const definition: FormDefinitionInput = {
  format: formDefinitionFormat,
  name_short: 'Intake',
  name_long: 'Intake questions',
  sections: [
    {
      key: 'contact',
      name: 'Contact',
      questions: [
        { identifier: 'nickname', control: 'text', text: 'Nickname' },
        { identifier: 'phone', control: 'component', component: 'primary-phone', text: 'Phone' },
        { identifier: 'goal', control: 'textarea', text: 'Goal' },
      ],
    },
  ],
};

const jsonFile = (name: string, content: string) => new File([content], name, { type: 'application/json' });

function renderPage(routes: Record<string, MockResponse | ((request: RecordedRequest) => MockResponse)> = {}) {
  const fetch = mockFetch({ [`GET ${formPaths.definitions}`]: { body: { data: [youth] } }, ...routes });
  const navigation = createMemoryNavigation('/admin/forms');
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <AppRouter navigation={navigation}>
        <AppRoutes routes={[{ path: '/admin/forms', Component: FormDefinitionsPage }]} />
      </AppRouter>
    </AppProviders>,
  );
  return { ...fetch, user: userEvent.setup({ delay: null }) };
}

async function importFile(user: ReturnType<typeof userEvent.setup>, file: File) {
  await screen.findByRole('table');
  await user.upload(screen.getByLabelText('Form definition file (JSON)'), file);
}

const errorAlert = async (fileName: string) =>
  await screen.findByRole<HTMLElement>('alert', { name: `${fileName} was not imported` });

describe('form definitions admin screen', () => {
  it('lists the forms with their counts and an export button each', async () => {
    renderPage();
    const row = (await screen.findByRole('cell', { name: 'WIOA Youth' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'WIOA Youth Eligibility' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '12' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Export WIOA Youth' })).toBeInTheDocument();
  });

  it("Export saves the server's JSON as <short name>.json", async () => {
    const exported = { ...definition, name_short: 'WIOA Youth' };
    const { user } = renderPage({ 'GET /internal-api/forms/definitions/2/export': { body: exported } });
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('WIOA Youth.json');
      expect(this.href).toBe('blob:export');
    });
    await user.click(await screen.findByRole('button', { name: 'Export WIOA Youth' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(JSON.parse(await saved[0]!.text())).toEqual(exported);
    click.mockRestore();
  });

  it('a file that is not JSON is refused in the browser and nothing is sent', async () => {
    const { user, calls } = renderPage();
    await importFile(user, jsonFile('broken.json', '{"format": '));
    expect(within(await errorAlert('broken.json')).getByText(formDefinitionMessages.invalidJson)).toBeInTheDocument();
    expect(calls('POST', formPaths.definitionImport)).toHaveLength(0);
  });

  it('schema errors are listed with readable paths before anything is sent', async () => {
    const { user, calls } = renderPage();
    const bad = structuredClone(definition) as { sections: { questions: object[] }[] };
    bad.sections[0]!.questions[2] = { identifier: 'goal', control: 'component', text: 'Goal' };
    bad.sections[0]!.questions[0] = { identifier: 'nickname', control: 'select', text: 'Nickname', options: [] };
    await importFile(user, jsonFile('bad.json', JSON.stringify(bad)));

    const items = within(await errorAlert('bad.json')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Section 1 › Question 1 › options: ${formDefinitionMessages.optionsRequired('select')}`,
      `Section 1 › Question 3 › component: ${formDefinitionMessages.componentRequired}`,
    ]);
    expect(calls('POST', formPaths.definitionImport)).toHaveLength(0);
  });

  it('a file of another kind, or with an unknown control, says where', async () => {
    const { user } = renderPage();
    await importFile(user, jsonFile('other.json', JSON.stringify({ ...definition, format: 'something/else' })));
    expect(within(await errorAlert('other.json')).getByRole('listitem')).toHaveTextContent(
      `format: ${formDefinitionMessages.formatUnknown}`,
    );

    const slider = structuredClone(definition) as { sections: { questions: { control: string }[] }[] };
    slider.sections[0]!.questions[1]!.control = 'slider';
    await importFile(user, jsonFile('slider.json', JSON.stringify(slider)));
    expect(within(await errorAlert('slider.json')).getByRole('listitem')).toHaveTextContent(
      'Section 1 › Question 2 › control: The selected control is invalid.',
    );
  });

  it("a missing or mistyped field is named in a sentence, never in the validator's words", async () => {
    const { user } = renderPage();
    const { name_short: _dropped, ...unnamed } = structuredClone(definition) as Record<string, unknown>;
    await importFile(user, jsonFile('unnamed.json', JSON.stringify({ ...unnamed, show_section_components: 'yes' })));
    const items = within(await errorAlert('unnamed.json')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'name_short: The name short field is required.',
      'show_section_components: The show section components must be true or false.',
    ]);
  });

  it("the server's 422 is shown the same way", async () => {
    const { user, calls } = renderPage({
      [`POST ${formPaths.definitionImport}`]: {
        status: 422,
        body: {
          message: errorMessages.validation,
          errors: { 'sections.0.questions.1.identifier': ['The question identifier "phone" is used more than once.'] },
        },
      },
    });
    await importFile(user, jsonFile('intake.json', JSON.stringify(definition)));
    expect(within(await errorAlert('intake.json')).getByRole('listitem')).toHaveTextContent(
      'Section 1 › Question 2 › identifier: The question identifier "phone" is used more than once.',
    );
    expect(calls('POST', formPaths.definitionImport)).toHaveLength(1);
  });

  it('a valid file is sent, toasted per the answer and the table refreshed', async () => {
    let listed: FormDefinitionSummary[] = [youth];
    const { user, calls } = renderPage({
      [`GET ${formPaths.definitions}`]: () => ({ body: { data: listed } }),
      [`POST ${formPaths.definitionImport}`]: () => {
        listed = [...listed, { ...youth, id: 9, name_short: 'Intake', name_long: 'Intake questions' }];
        return { body: { id: 9, created: true } };
      },
    });
    await importFile(user, jsonFile('intake.json', JSON.stringify(definition)));
    expect(await screen.findByText('Form imported')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Intake questions' })).toBeInTheDocument();
    expect(calls('POST', formPaths.definitionImport)[0]!.body).toMatchObject({
      name_short: 'Intake',
      format: formDefinitionFormat,
    });
    expect(screen.queryByRole('alert', { name: /was not imported/ })).not.toBeInTheDocument();
  });

  it('an existing short name is reported as an update', async () => {
    const { user } = renderPage({ [`POST ${formPaths.definitionImport}`]: { body: { id: 2, created: false } } });
    await importFile(user, jsonFile('youth.json', JSON.stringify({ ...definition, name_short: 'WIOA Youth' })));
    expect(await screen.findByText('Form updated')).toBeInTheDocument();
  });

  it('a user who is not an admin sees the server refuse', async () => {
    renderPage({ [`GET ${formPaths.definitions}`]: { status: 403, body: { message: errorMessages.forbidden } } });
    expect(await screen.findByRole('alert', { name: 'Forbidden' })).toHaveTextContent(errorMessages.forbidden);
    expect(screen.queryByRole('button', { name: 'Import definition' })).not.toBeInTheDocument();
  });
});

describe('file and path names', () => {
  it('names an export after the short name, without characters file systems refuse', () => {
    expect(exportFileName('WIOA Adult & DW')).toBe('WIOA Adult & DW.json');
    expect(exportFileName('A/B: "C"')).toBe('A-B- -C-.json');
  });

  it.each([
    [['sections', 0, 'questions', 2, 'component'], 'Section 1 › Question 3 › component'],
    [['sections', 1, 'questions', 0, 'options', 3, 'value'], 'Section 2 › Question 1 › Option 4 › value'],
    [['sections', 4, 'key'], 'Section 5 › key'],
    [['sections'], 'sections'],
    [['settings', 'useLastFourSsn'], 'settings › useLastFourSsn'],
    [[], ''],
  ])('%j → %s', (path, text) => {
    expect(describePath(path)).toBe(text);
  });
});
