import { afterEach, describe, expect, it } from 'vitest';
import { defaultBoardTimeZone, setBoardTimeZone, type Program } from '@portal/contracts';
import { pdfDrawnText } from '../../testing/pdf.ts';
import { renderProgramPdf } from './pdf.ts';

const program: Program = {
  id: 1,
  title: 'Practical Nursing',
  type: 'Certificate',
  format: 'In person',
  description: null,
  link: null,
  provider: {
    id: 1,
    name: 'Mile High Community College',
    type: null,
    provider_type: 'Public two-year college',
    description: null,
    accreditation: null,
    support_services: null,
    contact_phone: null,
    website: null,
    commuting_area_description: null,
    locations: [],
  },
  cip_id: null,
  cip_title: null,
  is_saved: false,
  total_cost: null,
  tuition_cost: null,
  credit_hours: null,
  contact_hours: null,
  duration: null,
  semesters: null,
  eligible_for_financial_aid: null,
  eligible_for_gi_veteran_aid: null,
  eligible_for_paid_training: null,
  eligible_for_tuition_support: null,
  local_areas_offering_wioa_funding: null,
  prerequisite_skills: null,
  expected_skills_acquired: null,
  related_career_information: null,
  location: null,
};

const printedOn = async (at: string) => {
  const drawn = pdfDrawnText(await renderProgramPdf(program, new Date(at)));
  return /Printed from the Program Finder on (\d{2}\/\d{2}\/\d{4})/.exec(drawn)?.[1];
};

afterEach(() => setBoardTimeZone(defaultBoardTimeZone));

describe('the program PDF prints the board’s date (issue #27)', () => {
  it('in America/Denver across both daylight-saving changes', async () => {
    // 11:30 PM MST on March 7, 2026 is 06:30 UTC on March 8; 11:30 PM MDT on March 8 is 05:30 UTC on March 9.
    expect(await printedOn('2026-03-08T06:30:00Z')).toBe('03/07/2026');
    expect(await printedOn('2026-03-09T05:30:00Z')).toBe('03/08/2026');
    // 11:30 PM MDT on October 31 is 05:30 UTC on November 1; 11:30 PM MST on November 1 is 06:30 UTC on November 2.
    expect(await printedOn('2026-11-01T05:30:00Z')).toBe('10/31/2026');
    expect(await printedOn('2026-11-02T06:30:00Z')).toBe('11/01/2026');
  });

  it('in another board zone: America/New_York', async () => {
    setBoardTimeZone('America/New_York');
    expect(await printedOn('2026-04-01T03:30:00Z')).toBe('03/31/2026');
    expect(await printedOn('2026-04-01T04:30:00Z')).toBe('04/01/2026');
  });
});

describe('the program PDF in Spanish (#24)', () => {
  it("writes its own words in Spanish and the board's date day first; the program's texts stay as written", async () => {
    const drawn = pdfDrawnText(
      await renderProgramPdf(
        { ...program, eligible_for_financial_aid: true, description: 'Hands-on clinical hours.' },
        new Date('2026-03-08T06:30:00Z'),
        'es',
      ),
    );
    for (const expected of [
      'Detalles del programa',
      'Tipo:',
      'Elegible para ayuda financiera:',
      'Sí',
      'Descripción',
      'Hands-on clinical hours.',
      'Acerca de Mile High Community College',
      'Impreso desde el Buscador de programas el 07/03/2026.',
    ]) {
      expect(drawn).toContain(expected);
    }
    expect(drawn).not.toContain('Program Details');
  });
});
