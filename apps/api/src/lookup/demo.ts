import type { DirectoryCategory, DirectoryRow } from './categories';

/**
 * The demo directory: invented institutions, every name starting with "Demo", in real towns,
 * seeded into an empty table so a fresh embedded server has schools to suggest. CEEB codes are
 * made up (colleges 09xx, high schools 99xxxx) and may belong to real schools: never use demo
 * rows for real applicants; importing a real list removes them.
 */
const towns = [
  { city: 'Baltimore', state: 'MD', zip: '21201', country: 'USA' },
  { city: 'Bowie', state: 'MD', zip: '20715', country: 'USA' },
  { city: 'Annapolis', state: 'MD', zip: '21401', country: 'USA' },
  { city: 'Frederick', state: 'MD', zip: '21701', country: 'USA' },
  { city: 'Salisbury', state: 'MD', zip: '21801', country: 'USA' },
  { city: 'Washington', state: 'DC', zip: '20001', country: 'USA' },
  { city: 'Richmond', state: 'VA', zip: '23219', country: 'USA' },
  { city: 'Philadelphia', state: 'PA', zip: '19103', country: 'USA' },
  { city: 'Wilmington', state: 'DE', zip: '19801', country: 'USA' },
  { city: 'San José', state: 'CA', zip: '95113', country: 'USA' },
  { city: 'Montréal', state: 'QC', zip: 'H3A 0G4', country: 'CAN' },
] as const;

const collegeKinds = ['Demo Community College of', 'Demo State University at'] as const;
const highSchoolKinds = ['Demo High School of', 'Demo Preparatory Academy of'] as const;

export function demoDirectory(category: DirectoryCategory): DirectoryRow[] {
  const college = category === 'college_ceeb';
  const kinds = college ? collegeKinds : highSchoolKinds;
  return towns.flatMap((town, townIndex) =>
    kinds.map((kind, kindIndex) => {
      const number = townIndex * kinds.length + kindIndex + 1;
      return {
        ceeb: college
          ? `09${String(number).padStart(2, '0')}`
          : `99${String(number).padStart(4, '0')}`,
        name: `${kind} ${town.city}`,
        address_line_1: `${100 + number * 10} ${college ? 'Campus Drive' : 'School Street'}`,
        city: town.city,
        state: town.state,
        zip: town.zip,
        country: town.country,
        aliases: [],
      };
    }),
  );
}
