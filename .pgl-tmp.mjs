import { PGlite } from '@electric-sql/pglite';
let t = Date.now();
const a = await PGlite.create('memory://');
console.log('create', Date.now() - t);
t = Date.now();
const dump = await a.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const b = await PGlite.create({ loadDataDir: dump });
console.log('load', Date.now() - t);
t = Date.now();
const c = await PGlite.create('memory://');
console.log('create2', Date.now() - t);
console.log(typeof a.clone);
t = Date.now();
if (a.clone) { const d = await a.clone(); console.log('clone', Date.now() - t); }
