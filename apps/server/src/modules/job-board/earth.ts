import { sql, type SQL } from 'drizzle-orm';

/**
 * earthdistance's arithmetic for the board's statements, as programs/earth.ts writes it out, with `earth()` written as
 * its value too: every call of ll_to_earth, earth_distance or sec_to_gc in a statement, and of earth() (which the
 * planner inlines), cost the planner a parse of the function's body, about 0.3 ms of each search's planning per
 * radius test (issue #30). Same operations on the same values (earth() is `SELECT '6378168'::float8`, version 1.1 as
 * migration 0001 installs it on both engines), so the same meters to the last bit.
 */
const earth = sql.raw(`'6378168'::float8`);

/** ll_to_earth's body without the domain cast (the cast only checks the point). */
export const llToEarth = (latitude: SQL, longitude: SQL) =>
  sql`cube(cube(cube(${earth} * cos(radians(${latitude})) * cos(radians(${longitude}))),
    ${earth} * cos(radians(${latitude})) * sin(radians(${longitude}))), ${earth} * sin(radians(${latitude})))`;

/** sec_to_gc: a chord as a great-circle distance; earth_distance(a, b) is sec_to_gc(cube_distance(a, b)). */
export const secToGc = (chord: SQL) => sql`case when ${chord} < 0 then 0::float8
    when ${chord} / (2 * ${earth}) > 1 then pi() * ${earth}
    else 2 * ${earth} * asin(${chord} / (2 * ${earth})) end`;
