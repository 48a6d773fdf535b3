#!/bin/bash
# A single-node Slurm cluster for tests, everything in one folder (its own munge socket, ports, state):
#   cluster.sh start DIR   prints SLURM_CONF=DIR/slurm.conf once the node is idle; exits 1 (with why) when it cannot
#   cluster.sh stop DIR    stops the daemons start left
# Needs root, munge and slurm-wlm (Debian's packages).
set -u
action=${1:-}
dir=${2:-}
if [ -z "$action" ] || [ -z "$dir" ]; then
    echo "usage: $0 start|stop DIR" >&2
    exit 2
fi

stop() {
    for name in slurmd slurmctld munged; do
        pid=$(cat "$dir/$name.pid" 2>/dev/null) || continue
        kill "$pid" 2>/dev/null
    done
    for name in slurmd slurmctld munged; do
        pid=$(cat "$dir/$name.pid" 2>/dev/null) || continue
        for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        kill -9 "$pid" 2>/dev/null
        rm -f "$dir/$name.pid"
    done
}

if [ "$action" = stop ]; then
    stop
    exit 0
fi

fail() {
    echo "cannot start the Slurm cluster: $*" >&2
    stop
    exit 1
}

[ "$(id -u)" = 0 ] || fail "it needs root"
for tool in munged mungekey slurmctld slurmd sbatch sinfo; do
    command -v "$tool" >/dev/null || [ -x "/usr/sbin/$tool" ] || fail "$tool is not installed (apt-get install slurm-wlm munge)"
done
id munge >/dev/null 2>&1 || fail "there is no munge user"
export PATH="$PATH:/usr/sbin"

mkdir -p "$dir/munge" "$dir/state" "$dir/spool" || fail "cannot create $dir"
chmod 755 "$dir"
# munged wants its socket's folder reachable by everyone, its key readable by munge alone.
chown munge: "$dir/munge" && chmod 711 "$dir/munge" || fail "cannot give $dir/munge to munge"
runuser -u munge -- test -x "$dir/munge" ||
    fail "the munge user cannot reach $dir/munge: a folder above it is closed to others"
runuser -u munge -- mungekey --create --keyfile="$dir/munge/munge.key" >/dev/null 2>&1 ||
    fail "mungekey failed"
runuser -u munge -- munged --socket="$dir/munge/socket" --key-file="$dir/munge/munge.key" \
    --pid-file="$dir/munge/munged.pid" --log-file="$dir/munge/munged.log" --seed-file="$dir/munge/seed" \
    >"$dir/munged.out" 2>&1 || fail "munged did not start: $(cat "$dir/munged.out")"
cp "$dir/munge/munged.pid" "$dir/munged.pid"

host=$(hostname -s)
node=$(slurmd -C 2>/dev/null | head -1)
cpus=$(sed -n 's/.*CPUs=\([0-9]*\).*/\1/p' <<<"$node")
memory=$(sed -n 's/.*RealMemory=\([0-9]*\).*/\1/p' <<<"$node")
[ -n "$cpus" ] && [ -n "$memory" ] || fail "slurmd -C does not describe this machine: $node"
# Ports of their own, so that a cluster of another test (or of the machine) is not disturbed.
base=$((20000 + $$ % 20000))
cat >"$dir/slurm.conf" <<CONF
ClusterName=heddletest
SlurmctldHost=$host
SlurmUser=root
SlurmdUser=root
SlurmctldPort=$base
SlurmdPort=$((base + 1))
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$dir/munge/socket
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
ReturnToService=2
SchedulerType=sched/backfill
SchedulerParameters=sched_interval=1
MinJobAge=600
MaxArraySize=10001
MaxJobCount=100000
InactiveLimit=0
KillWait=5
NodeName=$host CPUs=$cpus RealMemory=$memory State=UNKNOWN
PartitionName=debug Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF="$dir/slurm.conf"
slurmctld -i >"$dir/slurmctld.out" 2>&1 || fail "slurmctld did not start: $(cat "$dir/slurmctld.out")"
slurmd >"$dir/slurmd.out" 2>&1 || fail "slurmd did not start: $(cat "$dir/slurmd.out")"
for _ in $(seq 60); do
    state=$(timeout 5 sinfo -h -o %T 2>/dev/null)
    if [ "$state" = idle ]; then
        echo "SLURM_CONF=$dir/slurm.conf"
        exit 0
    fi
    sleep 0.3
done
fail "the node is not idle after 20 s or more (sinfo: ${state:-no answer}); $(tail -3 "$dir/slurmctld.log" "$dir/slurmd.log" 2>/dev/null)"
