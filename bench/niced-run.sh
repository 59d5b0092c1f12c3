#!/bin/bash
# Run a bench with the rest of the machine niced: every process outside the bench's own process group, except Postgres,
# Redis and shells, is reniced to 19 each second while the bench runs, and every niced process is set back to 0 after.
# Closer to a quiet machine on a shared one, not the same (a niced process still runs when a core is free).
# Usage: bench/niced-run.sh <log file> "<command>"
log=$1
shift
setsid bash -c "$*" >"$log" 2>&1 &
bench=$!
sleep 0.5
group=$(ps -o pgid= -p "$bench" | tr -d ' ')
while kill -0 "$bench" 2>/dev/null; do
  for pid in $(ps -eo pid=,pgid=,ni=,comm= |
    awk -v g="$group" '$2 != g && $3 < 19 && $4 !~ /^(postgres|redis-server|systemd|sshd|kthreadd|bash|ps|awk|sleep)$/ { print $1 }'); do
    renice -n 19 -p "$pid" >/dev/null 2>&1
  done
  sleep 1
done
wait "$bench"
echo "exit $?" >>"$log"
for pid in $(ps -eo pid=,ni= | awk '$2 == 19 { print $1 }'); do renice -n 0 -p "$pid" >/dev/null 2>&1; done
