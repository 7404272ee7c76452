#ifndef SCROLLSIM_CDAEMONSYSTEM_H
#define SCROLLSIM_CDAEMONSYSTEM_H

// The few Linux calls the daemon needs that Swift cannot reach: syscall(2) is variadic (Swift
// imports no variadic C function), and the GNU extensions below are hidden from Swift's Glibc
// module without _GNU_SOURCE.

#include <spawn.h>
#include <stdint.h>

/// openat2(2)'s RESOLVE_BENEATH: every component, symbolic links included, must resolve inside
/// the directory `dirfd` names (absolute paths and `..` above it fail with EXDEV).
#define SCROLLSIM_RESOLVE_BENEATH 0x08
/// openat2(2)'s RESOLVE_NO_MAGICLINKS: no /proc/PID/fd-style links.
#define SCROLLSIM_RESOLVE_NO_MAGICLINKS 0x02

/// O_PATH (a descriptor that names a place without opening it for reading), which Swift's Glibc
/// module hides; its value differs between architectures.
extern const int scrollsim_o_path;

/// openat2(2) through syscall(2) (glibc has no wrapper): the descriptor, or -1 with errno set
/// (ENOSYS on a kernel before 5.6 or under a filter that denies it; EAGAIN when a concurrent
/// rename made the kernel give up, which the caller retries).
int scrollsim_openat2(int dirfd, const char *path, uint64_t flags, uint64_t resolve);

/// renameat2(2) with RENAME_EXCHANGE: swaps two paths atomically (the daemon's tests race it
/// against path resolution).
int scrollsim_rename_exchange(int olddirfd, const char *oldpath, int newdirfd,
                              const char *newpath);

/// posix_spawn_file_actions_addclosefrom_np: the child closes every descriptor from `from` on,
/// so nothing the server opens on another thread at the same moment leaks into a worker.
int scrollsim_spawn_closefrom(posix_spawn_file_actions_t *actions, int from);

/// accept4(2) with SOCK_CLOEXEC | SOCK_NONBLOCK: no window in which a worker spawned on another
/// thread inherits the client's socket (and keeps its connection open).
int scrollsim_accept_cloexec(int fd);

#endif
