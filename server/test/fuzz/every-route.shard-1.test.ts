// Shard 1 of the fuzzed route table (every-route.ts).
import { fuzzShard } from './every-route';

await fuzzShard(0);
