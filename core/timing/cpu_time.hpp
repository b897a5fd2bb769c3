#pragma once
// CPU time of the calling thread, for run statistics and benchmark figures.
// Thread rather than process time: runs of a parameter sweep on other threads
// must not inflate each other's figures.
namespace acausal {

/// Seconds of CPU the calling thread has used (0 if the clock is unavailable).
double thread_cpu_seconds();

}  // namespace acausal
