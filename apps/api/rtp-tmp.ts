import { kenoRtp } from './src/game-provider/engines/keno';
for (let p = 1; p <= 10; p++) console.log(p, kenoRtp(p));
