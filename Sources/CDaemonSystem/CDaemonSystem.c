#define _GNU_SOURCE
#include "CDaemonSystem.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

// openat2 has the same number on every architecture (it came after the numbers were unified).
#ifndef SYS_openat2
#define SYS_openat2 437
#endif

// The kernel's struct open_how, which older headers lack.
struct scrollsim_open_how {
  uint64_t flags;
  uint64_t mode;
  uint64_t resolve;
};

const int scrollsim_o_path = O_PATH;

int scrollsim_openat2(int dirfd, const char *path, uint64_t flags, uint64_t resolve) {
  struct scrollsim_open_how how = {flags, 0, resolve};
  return (int)syscall(SYS_openat2, dirfd, path, &how, sizeof how);
}

int scrollsim_rename_exchange(int olddirfd, const char *oldpath, int newdirfd,
                              const char *newpath) {
#ifdef SYS_renameat2
  return (int)syscall(SYS_renameat2, olddirfd, oldpath, newdirfd, newpath, 2 /* EXCHANGE */);
#else
  errno = ENOSYS;
  return -1;
#endif
}

int scrollsim_spawn_closefrom(posix_spawn_file_actions_t *actions, int from) {
  return posix_spawn_file_actions_addclosefrom_np(actions, from);
}

int scrollsim_accept_cloexec(int fd) {
  return accept4(fd, NULL, NULL, SOCK_CLOEXEC | SOCK_NONBLOCK);
}
