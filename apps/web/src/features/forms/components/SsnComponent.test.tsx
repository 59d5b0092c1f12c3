import { formMessages } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, resetLanguageForTests } from '../../../platform/i18n';
import { renderWithProviders } from '../../../test/render';
import { ControlledField, makeForm, makeQuestion, testCtx } from '../testSupport';
import { loadFields } from '../fieldLoaders';

const question = makeQuestion({
  identifier: 'ssn',
  control: 'component',
  component: 'social-security-number',
  text: 'Social Security number',
  required: true,
});
const input = () => screen.getByRole('textbox', { name: /Social Security number/ });

// The form page loads its fields' code before it draws them; these tests draw one field directly.
beforeAll(() => loadFields([question]));

describe('social security number component (forms spec 5)', () => {
  afterEach(async () => {
    await resetLanguageForTests();
  });

  it('masks nine digits as ###-##-####, keeps the digits as the answer and alerts at the limit', async () => {
    let answer: unknown = null;
    const { user } = renderWithProviders(<ControlledField question={question} onValue={(value) => (answer = value)} />);

    await user.type(input(), '123456789');
    expect(input()).toHaveValue('123-45-6789');
    expect(answer).toBe('123456789');
    expect(screen.queryByText(formMessages.ssnLimit(11))).not.toBeInTheDocument();

    await user.type(input(), '0');
    expect(input()).toHaveValue('123-45-6789');
    expect(screen.getByText('Limit reached. You can only use 11 characters in this field.')).toBeInTheDocument();
  });

  it('takes only four digits in last-four mode', async () => {
    let answer: unknown = null;
    const ctx = testCtx(makeForm({ settings: { useLastFourSsn: true } }));
    const { user } = renderWithProviders(
      <ControlledField question={question} ctx={ctx} onValue={(value) => (answer = value)} />,
    );

    await user.type(input(), '98765');
    expect(input()).toHaveValue('9876');
    expect(answer).toBe('9876');
    expect(screen.getByText('Limit reached. You can only use 4 characters in this field.')).toBeInTheDocument();
  });

  it('shows a saved number masked, and typing replaces it', async () => {
    let answer: unknown = '***-**-6789';
    const { user } = renderWithProviders(
      <ControlledField question={question} initial="***-**-6789" onValue={(value) => (answer = value)} />,
    );
    expect(input()).toHaveValue('***-**-6789');

    await user.click(input());
    await user.keyboard('111223333');
    expect(input()).toHaveValue('111-22-3333');
    expect(answer).toBe('111223333');
  });

  it('links its error message to the input', () => {
    renderWithProviders(<ControlledField question={question} errors={{ ssn: formMessages.ssnFull }} />);
    expect(input()).toHaveAccessibleDescription(formMessages.ssnFull);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the limit in Spanish on a Spanish page', async () => {
    await activateLanguage('es');
    const { user } = renderWithProviders(<ControlledField question={question} />);
    await user.type(input(), '1234567890');
    expect(screen.getByText('Límite alcanzado. Solo puede usar 11 caracteres en este campo.')).toBeInTheDocument();
  });
});
