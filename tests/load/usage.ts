/** `npm run bench -- --help`. */
export const USAGE = `npm run bench -- [options]
  --smoke                 CI: 16 voice + 4 text sessions for 15 s, short REST run; exits 1 on lost turns or messages
  --voice N[,N...]        concurrent voice sessions (a list runs each in turn: a sweep)   default 100
  --text N                concurrent text sessions                                         default 0
  --idle N                sessions held open and silent                                    default 0
  --idle-mode voice|text  kind of the idle sessions                                        default voice
  --duration S            seconds of load per run                                          default 60
  --ramp S                seconds over which sessions start                                default 10
  --warmup S              unmeasured warm-up with a few sessions before each run           default 10
  --pause-ms MS           silence between a reply and the next utterance                   default 1000
  --text-pause-ms MS      between a text reply and the next message (server allows 1/3 s)  default 3000
  --turn-timeout S        a reply not done by then is a lost turn                          default 30
  --utterance NAME        fixture spoken by voice sessions                                 default short-hello
  --stt-ms --first-token-ms --tokens-per-s --tts-first-byte-ms --tts-bytes-per-s --moderation-ms
                          the fake provider's pace                        default 0, 0, 1000, 0, 1000000, 0
  --openai-like           stt 300, first token 300, 80 tokens/s, speech first byte 200, 16000 B/s
  --rest-seconds S        seconds per REST route with autocannon (0 skips)                 default 10
  --rest-connections N    autocannon connections                                           default 100
  --cpu-prof              write the server's CPU profile (node --cpu-prof) next to the results
  --pin                   the server alone on CPU 0 (taskset); the harness, the fake provider and this machine's
                          Postgres on CPU 1 (put back on all CPUs afterwards); reports what one server core carries
  --instances N           N server processes on one Postgres behind a round-robin balancer in the harness (needs
                          DATABASE_URL); with --pin, instance i alone on CPU i and the rest unpinned   default 1
  --log-level LEVEL       the server's log level                                           default warn
  --out DIR               results folder                                                   default bench-results
Postgres when DATABASE_URL is set (use a fresh database); embedded PGlite in a temporary folder otherwise.`;
