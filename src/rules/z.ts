import { z } from 'zod';

// zod 4 probes `new Function` to compile parsers; under the SPA's Content-Security-Policy (no
// 'unsafe-eval') that probe is reported as a violation on every page. The interpreter is fast enough.
z.config({ jitless: true });

export { z };
