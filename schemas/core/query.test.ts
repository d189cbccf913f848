import { batches } from '../batches';
import { courseProgramMappings } from '../course-program-mappings';
import { faculty } from '../faculty';
import { nonFaculty } from '../non-faculty';
import { crpStudents } from '../students';
import { listQueryParams, listQuerySchema } from './query';

const students = listQuerySchema(crpStudents);
const defaults = { page: 1, limit: 100, sortBy: 'enrolmentNo', sortOrder: 'asc', filters: {} };

describe('listQuerySchema: valid queries', () => {
  it.each([
    ['nothing', {}, defaults],
    ['paging', { page: '3', limit: '25' }, { ...defaults, page: 3, limit: 25 }],
    ['limit 100', { limit: '100' }, defaults],
    ['sort by name desc', { sortBy: 'name', sortOrder: 'desc' }, { ...defaults, sortBy: 'name', sortOrder: 'desc' }],
    ['search trimmed', { search: '  Aar ' }, { ...defaults, search: 'Aar' }],
    ['blank search ignored', { search: '   ' }, defaults],
    ['comma lists', { centre: 'c1, c2,,c1', class: '6th,11th' }, { ...defaults, filters: { centre: ['c1', 'c2'], class: ['6th', '11th'] } }],
    ['repeated keys', { batch: ['b1', 'b2'] }, { ...defaults, filters: { batch: ['b1', 'b2'] } }],
    ['status tabs', { status: 'active,unassociated' }, { ...defaults, filters: { status: ['active', 'unassociated'] } }],
    ['empty filter dropped', { centre: '' }, defaults],
  ])('%s', (_name, input, expected) => {
    expect(students.parse(input)).toEqual(expected);
  });

  it.each([
    [faculty, { sortBy: 'employeeCode', role: 'r1', subject: 's1' }],
    [nonFaculty, { sortBy: 'role', sortOrder: 'desc', role: 'r1' }],
    [batches, { sortBy: 'batchCode', status: 'completed' }],
    [courseProgramMappings, { sortBy: 'sku', class: '9th' }],
  ] as const)('%s accepts its own keys', (entity, input) => {
    expect(listQuerySchema(entity).safeParse(input).success).toBe(true);
  });
});

describe('listQuerySchema: rejected queries (the server answers 400)', () => {
  it.each([
    ['unknown sort key', { sortBy: 'mobile' }, 'sortBy must be one of: enrolmentNo, name'],
    ['sql in sort key', { sortBy: "name; DROP TABLE students--" }, 'sortBy must be one of: enrolmentNo, name'],
    ['bad sort order', { sortOrder: 'up' }, 'sortOrder must be one of: asc, desc'],
    ['unknown filter key', { role: 'r1' }, 'Unrecognized key: "role"'],
    ['__proto__ key', JSON.parse('{"__proto__": "x"}'), 'Unrecognized key: "__proto__"'],
    ['limit 101', { limit: '101' }, 'limit must be at most 100'],
    ['limit 0', { limit: '0' }, 'limit must be at least 1'],
    ['page 0', { page: '0' }, 'page must be at least 1'],
    ['page not a number', { page: '1 OR 1=1' }, 'page must be a whole number'],
    ['search of 2 characters', { search: 'ab' }, 'search must be at least 3 characters'],
    ['search too long', { search: 'a'.repeat(101) }, 'search must be at most 100 characters'],
    ['status outside the tabs', { status: 'deleted' }, 'status must be one of: active, unassociated, deactivated, completed'],
    ['class outside the options', { class: '13th' }, 'class must be one of: 6th, 7th, 8th, 9th, 10th, 11th, 12th'],
    ['too many filter values', { centre: Array.from({ length: 101 }, (_, i) => `c${i}`).join(',') }, 'at most 100 centre values'],
  ])('%s', (_name, input, message) => {
    const result = students.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('batches have no unassociated tab', () => {
    expect(listQuerySchema(batches).safeParse({ status: 'unassociated' }).success).toBe(false);
  });

  it('faculty may not sort by centre; non-faculty may', () => {
    expect(listQuerySchema(faculty).safeParse({ sortBy: 'centre' }).success).toBe(false);
    expect(listQuerySchema(nonFaculty).safeParse({ sortBy: 'centre' }).success).toBe(true);
  });
});

describe('listQueryParams', () => {
  it('round-trips through the schema', () => {
    const query = { page: 2, limit: 50, sortBy: 'name', sortOrder: 'desc' as const, search: 'Aar', filters: { centre: ['c1', 'c2'] } };
    const params = listQueryParams(query);
    expect(params).toEqual({ page: '2', limit: '50', sortBy: 'name', sortOrder: 'desc', search: 'Aar', centre: 'c1,c2' });
    expect(students.parse(params)).toEqual(query);
  });
});
