import { costBands, programMessages, tuitionSupportOptions } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from '../../locales/en/programs';
import { activateLanguage, resetLanguageForTests } from '../../platform/i18n';
import { renderWithProviders } from '../../test/render';
import { ProgramCard } from './ProgramCard';
import { makeProgram } from './testPrograms';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

function renderCard(overrides: Parameters<typeof makeProgram>[0] = {}) {
  const onShowDetails = vi.fn();
  const onShowRelated = vi.fn();
  const program = makeProgram(overrides);
  const rendered = renderWithProviders(
    <ProgramCard program={program} onShowDetails={onShowDetails} onShowRelated={onShowRelated} />,
  );
  return { ...rendered, program, onShowDetails, onShowRelated };
}

describe('the 210-character cut (participant spec 9)', () => {
  it('cuts a longer description and opens and closes it in place', async () => {
    const description = words(60); // 409 characters
    const { user } = renderCard({ description });
    const shown = () => screen.getByText(/^word0 /).textContent ?? '';
    expect(screen.queryByText(description)).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: programMessages.seeMoreText });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const cut = shown().replace(programMessages.seeMoreText, '').trim();
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(211);
    expect(description.startsWith(cut.slice(0, -1))).toBe(true);

    await user.click(toggle);
    expect(screen.getByText(description, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: programMessages.seeLess })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: programMessages.seeLess }));
    expect(screen.queryByText(description, { exact: false })).not.toBeInTheDocument();
  });

  it('shows a description of exactly 210 characters whole, without the toggle', () => {
    const description = 'x'.repeat(210);
    renderCard({ description });
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: programMessages.seeMoreText })).not.toBeInTheDocument();
  });

  it('cuts at 210 characters when there is no space to cut at', () => {
    const description = 'y'.repeat(211);
    const { container } = renderCard({ description });
    expect(container.textContent).toContain(`${'y'.repeat(210)}…`);
    expect(container.textContent).not.toContain('y'.repeat(211));
  });
});

describe('program card actions', () => {
  it("opens 'Program Details' from 'See More' only when there is a description", async () => {
    const { user, onShowDetails, program } = renderCard();
    await user.click(screen.getByRole('button', { name: `${programMessages.seeMore}: ${program.title}` }));
    expect(onShowDetails).toHaveBeenCalledWith(program);
  });

  it("has no 'See More' without a description", () => {
    renderCard({ description: null });
    expect(screen.queryByRole('button', { name: /^See More/ })).not.toBeInTheDocument();
  });

  it('offers Related Occupations (the suitcase) only with a CIP code', async () => {
    const { user, onShowRelated, program, unmount } = renderCard();
    await user.click(screen.getByRole('button', { name: `Related Occupations: ${program.title}` }));
    expect(onShowRelated).toHaveBeenCalledWith(program);
    unmount();
    renderCard({ cip_id: null });
    expect(screen.queryByRole('button', { name: /Related Occupations/ })).not.toBeInTheDocument();
  });

  it('shows cost, type, format, provider and place, and links the PDF', () => {
    const { program } = renderCard({ total_cost: 999.99, distance_miles: 3.2 });
    expect(screen.getByText('$999.99')).toBeInTheDocument();
    expect(screen.getByText('Denver, CO · 3.2 miles away')).toBeInTheDocument();
    expect(screen.getByText('In Person')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Download PDF: ${program.title}` })).toHaveAttribute(
      'href',
      `/internal-api/program-finder/${program.id}/pdf?language=en`,
    );
  });

  it('says Online for a program without a place and Not listed without a cost', () => {
    renderCard({ location: null, total_cost: null });
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByText('Not listed')).toBeInTheDocument();
  });

  it('words short distances and an online program’s provider distance', () => {
    const { unmount } = renderCard({ distance_miles: 0 });
    expect(screen.getByText('Denver, CO · under 1 mile away')).toBeInTheDocument();
    unmount();
    renderCard({ location: null, distance_miles: 4.5 });
    expect(screen.getByText('Online · provider 4.5 miles away')).toBeInTheDocument();
  });
});

describe('in Spanish', () => {
  afterEach(() => resetLanguageForTests());

  it('words the card in Spanish; the program’s own texts stay as they come', async () => {
    await activateLanguage('es');
    renderCard({ location: null, total_cost: null, distance_miles: 4.5 });
    expect(screen.getByText('En línea · proveedor a 4.5 millas')).toBeInTheDocument();
    expect(screen.getByText('No indicado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Guardar: / })).toBeInTheDocument();
    // The PDF's own words follow the page (#24).
    expect(screen.getByRole('link', { name: /^Descargar PDF: / })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/pdf\?language=es$/),
    );
  });

  it('keeps the contract’s English texts word for word in English', () => {
    for (const key of ['idle', 'allLoaded', 'emptyTitle', 'emptyText', 'emptyAction'] as const)
      expect(english.results[key]).toBe(programMessages[key]);
    expect(english.title).toBe(programMessages.title);
    expect(english.card.seeMore).toBe(programMessages.seeMore);
    expect(english.details.title).toBe(programMessages.detailsTitle);
    expect(english.related.title).toBe(programMessages.relatedTitle);
    expect(english.related.error).toBe(programMessages.relatedError);
    expect(english.card.savedText).toBe(programMessages.savedText);
    expect(english.form.geolocationDenied).toBe(programMessages.geolocationDenied);
    expect(english.form.noAddressText).toBe(programMessages.noAddressText);
    expect(Object.values(english.form.costBand)).toEqual(Object.values(costBands).map((band) => band.label));
    expect(tuitionSupportOptions.map((option) => english.form.tuition[option.value])).toEqual(
      tuitionSupportOptions.map((option) => option.label),
    );
  });
});
