import { sql, type SQL } from 'drizzle-orm';

/**
 * earthdistance's arithmetic (version 1.1, the one migration 0001 installs on both engines), written out for the radius
 * searches (programs, the job board). ll_to_earth, earth_box, earth_distance, sec_to_gc and gc_to_sec are SQL functions
 * the planner cannot inline (strict, with a body that is not: a CASE, a cast to the `earth` domain), so every call runs
 * a small executor of its own, and each call in a statement costs the planner a parse of its body; earth(), which it
 * does inline, is written as its value too. With 41 programs' locations within 25 miles of 80202 they took a third of a
 * search's CPU, and about 0.3 ms of a job board search's planning per radius test (issue #30). These are the same
 * operations on the same values (earth() is `SELECT '6378168'::float8`), so the meters are the same to the last bit.
 */
const earth = sql.raw(`'6378168'::float8`);

/** ll_to_earth's body without the domain cast (the cast only checks the point). */
export const llToEarth = (latitude: SQL, longitude: SQL) =>
  sql`cube(cube(cube(${earth} * cos(radians(${latitude})) * cos(radians(${longitude}))),
    ${earth} * cos(radians(${latitude})) * sin(radians(${longitude}))), ${earth} * sin(radians(${latitude})))`;

/** sec_to_gc: a straight-line (chord) distance as a great-circle one; earth_distance(a, b) is sec_to_gc(cube_distance(a, b)). */
export const secToGc = (chord: SQL) => sql`case when ${chord} < 0 then 0::float8
    when ${chord} / (2 * ${earth}) > 1 then pi() * ${earth}
    else 2 * ${earth} * asin(${chord} / (2 * ${earth})) end`;

/** gc_to_sec: a great-circle distance as a chord. */
const gcToSec = (meters: SQL) => sql`case when ${meters} < 0 then 0::float8
    when ${meters} / ${earth} > pi() then 2 * ${earth}
    else 2 * ${earth} * sin(${meters} / (2 * ${earth})) end`;

/** earth_box: the cube around a point that holds every point within `meters` (the GiST index's key). */
export const earthBox = (point: SQL, meters: SQL) => sql`cube_enlarge(${point}, ${gcToSec(meters)}, 3)`;
