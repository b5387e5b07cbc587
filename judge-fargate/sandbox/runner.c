/*
 * oj-runner: runs one command under limits and prints one line of JSON about how it ended.
 *
 * Needs no CAP_SYS_ADMIN, namespaces or cgroups (AWS Fargate grants none): the child gets rlimits, an
 * unprivileged uid from a pool (when the runner is root), no_new_privs, a Landlock jail where the kernel has
 * Landlock (reads limited to the toolchain and the box, writes to the box), and a seccomp filter it installs
 * itself. The runner is a child subreaper, so every descendant comes back to it: the whole tree's CPU, memory
 * and disk use are polled against the limits, and it is killed and reaped before the runner reports.
 *
 * Exit status 0 = the JSON describes the run; 2 = the runner itself failed ({"error": ...}).
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <ftw.h>
#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/landlock.h>
#include <linux/seccomp.h>
#include <linux/close_range.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX_ENV 64
#define MAX_READ 16
#define POLL_MS 10
/* deeper box trees are refused outright rather than walked */
#define MAX_DISK_DEPTH 32

/* Set once per runner process. */
static uid_t uid;
static int switch_uid, ll_abi;
static sigset_t chld;

struct options {
  const char *dir, *stdin_path, *stdout_path, *stderr_path, *lock_dir;
  int stdout_first, ignore_sigpipe, no_landlock;
  long cpu_ms, wall_ms, memory_kb, as_kb, stack_kb, processes, files, disk_kb, disk_files;
  long long output_bytes;
  long uid_base, uid_count;
  char *env[MAX_ENV + 1];
  int env_count;
  /* besides the system's toolchain directories, what the program may read (precompiled headers, say) */
  const char *read[MAX_READ];
  int read_count;
  char **argv;
};

/* Reports a failure of the runner itself and exits (a serving runner is restarted by its caller). */
static void fail(const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  printf("{\"error\":\"");
  for (char *p = msg; *p; p++) {
    if (*p == '"' || *p == '\\') putchar('\\');
    putchar((unsigned char)*p < 0x20 ? ' ' : *p);
  }
  printf("\"}\n");
  exit(2);
}

static long parse_long(const char *name, const char *value) {
  char *end;
  errno = 0;
  long long v = strtoll(value, &end, 10);
  if (errno || *end || v < 0) fail("bad value for %s: %s", name, value);
  return (long)v;
}

static void set_defaults(struct options *o) {
  memset(o, 0, sizeof *o);
  o->stack_kb = 256 * 1024;
  o->processes = 64;
  o->files = 64;
  o->output_bytes = 64LL << 20;
  o->disk_kb = 256 * 1024;
  o->disk_files = 1024;
}

static void parse_args(int argc, char **argv, struct options *o) {
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "--")) {
      o->argv = argv + i + 1;
      break;
    }
    if (!strcmp(a, "--serve")) continue;
    if (!strcmp(a, "--no-landlock")) {
      o->no_landlock = 1; /* behave as on a kernel without Landlock (tests of that case) */
      continue;
    }
    if (!strcmp(a, "--stdout-first")) {
      o->stdout_first = 1;
      continue;
    }
    if (!strcmp(a, "--ignore-sigpipe")) {
      o->ignore_sigpipe = 1; /* an interactor outlives a peer that stopped reading and says so itself */
      continue;
    }
    if (i + 1 >= argc) fail("missing value for %s", a);
    const char *v = argv[++i];
    if (!strcmp(a, "--dir")) o->dir = v;
    else if (!strcmp(a, "--stdin")) o->stdin_path = v;
    else if (!strcmp(a, "--stdout")) o->stdout_path = v;
    else if (!strcmp(a, "--stderr")) o->stderr_path = v;
    else if (!strcmp(a, "--lock-dir")) o->lock_dir = v;
    else if (!strcmp(a, "--cpu-ms")) o->cpu_ms = parse_long(a, v);
    else if (!strcmp(a, "--wall-ms")) o->wall_ms = parse_long(a, v);
    else if (!strcmp(a, "--memory-kb")) o->memory_kb = parse_long(a, v);
    else if (!strcmp(a, "--as-kb")) o->as_kb = parse_long(a, v);
    else if (!strcmp(a, "--stack-kb")) o->stack_kb = parse_long(a, v);
    else if (!strcmp(a, "--processes")) o->processes = parse_long(a, v);
    else if (!strcmp(a, "--files")) o->files = parse_long(a, v);
    else if (!strcmp(a, "--output-bytes")) o->output_bytes = parse_long(a, v);
    else if (!strcmp(a, "--disk-kb")) o->disk_kb = parse_long(a, v);
    else if (!strcmp(a, "--disk-files")) o->disk_files = parse_long(a, v);
    else if (!strcmp(a, "--uid-base")) o->uid_base = parse_long(a, v);
    else if (!strcmp(a, "--uid-count")) o->uid_count = parse_long(a, v);
    else if (!strcmp(a, "--read")) {
      if (o->read_count == MAX_READ) fail("too many --read");
      o->read[o->read_count++] = v;
    } else if (!strcmp(a, "--env")) {
      if (o->env_count == MAX_ENV) fail("too many --env");
      o->env[o->env_count++] = (char *)v;
    } else fail("unknown option %s", a);
  }
}

static void check_run_options(struct options *o) {
  if (!o->argv || !o->argv[0]) fail("usage: runner [options] -- command [args...]");
  if (!o->dir || !o->cpu_ms) fail("--dir and --cpu-ms are required");
  if (!o->wall_ms) o->wall_ms = 3 * o->cpu_ms;
}

static long long now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000000LL + t.tv_nsec / 1000;
}

/* Takes the first free uid of the pool by an exclusive lock held until exit, so concurrent runners on one
 * machine never share a uid (and so never share RLIMIT_NPROC, signals or files). */
static uid_t acquire_uid(const struct options *o) {
  if (mkdir(o->lock_dir, 0700) && errno != EEXIST) fail("mkdir %s: %s", o->lock_dir, strerror(errno));
  char path[PATH_MAX];
  for (int pass = 0; pass < 2; pass++) {
    for (long i = 0; i < o->uid_count; i++) {
      /* the second pass waits on a slot picked by pid, when every slot was busy */
      long slot = pass ? getpid() % o->uid_count : i;
      snprintf(path, sizeof path, "%s/%ld", o->lock_dir, o->uid_base + slot);
      int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
      if (fd < 0) fail("open %s: %s", path, strerror(errno));
      if (!flock(fd, pass ? LOCK_EX : LOCK_EX | LOCK_NB)) return (uid_t)(o->uid_base + slot);
      close(fd);
      if (pass) break;
    }
  }
  fail("no uid available");
  return 0;
}

/* kill(-1) with the sandbox uid as real and effective uid reaches exactly that uid's processes, including
 * any that left the process group; the saved uid 0 lets the runner switch back. */
static void kill_uid(uid_t uid) {
  if (setresuid(uid, uid, 0)) fail("setresuid: %s", strerror(errno));
  kill(-1, SIGKILL);
  if (setresuid(0, 0, 0)) fail("setresuid back: %s", strerror(errno));
}

/* Kills every direct child (the subreaper collects orphaned descendants here). */
static void kill_children(void) {
  char buf[4096];
  int fd = open("/proc/thread-self/children", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return;
  ssize_t n = read(fd, buf, sizeof buf - 1);
  close(fd);
  if (n <= 0) return;
  buf[n] = 0;
  for (char *p = buf; *p;) {
    char *end;
    long pid = strtol(p, &end, 10);
    if (end == p) break;
    kill((pid_t)pid, SIGKILL);
    p = end;
  }
}

/* What a process tree uses right now. */
struct tree_usage {
  long long cpu_us; /* its processes' CPU, plus that of their reaped children */
  long rss_kb;
};

/* Reads a small /proc file; returns its length, or -1. */
static ssize_t read_small(const char *path, char *buf, size_t size) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  ssize_t n = read(fd, buf, size - 1);
  close(fd);
  if (n >= 0) buf[n] = 0;
  return n;
}

static void add_tree(pid_t pid, struct tree_usage *u, int depth);

/* Adds the processes listed in a /proc/.../children file. */
static void add_children(const char *list_path, struct tree_usage *u, int depth) {
  char buf[4096];
  if (read_small(list_path, buf, sizeof buf) <= 0) return;
  for (char *p = buf; *p;) {
    char *end;
    long child = strtol(p, &end, 10);
    if (end == p) break;
    add_tree((pid_t)child, u, depth);
    p = end;
  }
}

/* Adds a process (all its threads) and its descendants: children of every thread, not only the first. */
static void add_tree(pid_t pid, struct tree_usage *u, int depth) {
  static long ticks_per_s, page_kb;
  if (!ticks_per_s) {
    ticks_per_s = sysconf(_SC_CLK_TCK);
    page_kb = sysconf(_SC_PAGESIZE) / 1024;
  }
  char path[64], buf[1024];
  snprintf(path, sizeof path, "/proc/%d/stat", pid);
  if (read_small(path, buf, sizeof buf) <= 0) return;
  /* the fields after the command name, which may itself hold spaces and parentheses */
  char *rest = strrchr(buf, ')');
  unsigned long long utime, stime;
  long long cutime, cstime, rss;
  if (!rest || sscanf(rest + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu %lld %lld %*d %*d %*d %*d %*u %*u %lld",
                      &utime, &stime, &cutime, &cstime, &rss) != 5)
    return;
  u->cpu_us += (long long)(utime + stime + cutime + cstime) * 1000000 / ticks_per_s;
  u->rss_kb += rss * page_kb;
  if (depth > 16) return;
  snprintf(path, sizeof path, "/proc/%d/task", pid);
  DIR *tasks = opendir(path);
  if (!tasks) return;
  for (struct dirent *t; (t = readdir(tasks));) {
    long tid = strtol(t->d_name, NULL, 10);
    if (tid <= 0) continue;
    char list[96];
    snprintf(list, sizeof list, "/proc/%d/task/%ld/children", pid, tid);
    add_children(list, u, depth + 1);
  }
  closedir(tasks);
}

/* Disk use of a directory tree, counted without following links; stops once over the budget. */
struct disk_usage {
  long long bytes;
  long files;
};

static int disk_over(const struct disk_usage *d, const struct options *o) {
  return d->bytes > (long long)o->disk_kb * 1024 || d->files > o->disk_files;
}

static void add_disk(int dirfd, struct disk_usage *d, const struct options *o, int depth) {
  DIR *dir = fdopendir(dirfd);
  if (!dir) {
    close(dirfd);
    return;
  }
  for (struct dirent *e; !disk_over(d, o) && (e = readdir(dir));) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
    struct stat st;
    if (fstatat(dirfd, e->d_name, &st, AT_SYMLINK_NOFOLLOW)) continue; /* removed meanwhile */
    d->files++;
    d->bytes += (long long)st.st_blocks * 512;
    if (!S_ISDIR(st.st_mode)) continue;
    if (depth >= MAX_DISK_DEPTH) {
      d->files = LONG_MAX;
      break;
    }
    int sub = openat(dirfd, e->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (sub >= 0) add_disk(sub, d, o, depth + 1);
  }
  closedir(dir);
}

static int box_over_budget(const struct options *o) {
  struct disk_usage d = {0};
  int fd = open(o->dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return 0;
  add_disk(fd, &d, o, 0);
  return disk_over(&d, o);
}

static int landlock_abi(void) {
  long abi = syscall(__NR_landlock_create_ruleset, NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);
  return abi < 0 ? 0 : (int)abi;
}

/* Landlock rights and attributes newer than the oldest kernel headers this builds with (Debian 12's). */
#define LL_FS_TRUNCATE (1ULL << 14)
#define LL_SCOPE_ABSTRACT_UNIX_SOCKET (1ULL << 0)
#define LL_SCOPE_SIGNAL (1ULL << 1)
struct ll_ruleset_attr {
  __u64 handled_access_fs, handled_access_net, scoped;
};
#define LL_FILE_RIGHTS \
  (LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_READ_FILE | LL_FS_TRUNCATE)
#define LL_READ (LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_READ_DIR | LANDLOCK_ACCESS_FS_EXECUTE)

/* The system's toolchain and runtime files, readable by every program (the rest of the machine is not). */
static const char *const SYSTEM_READABLE[] = {"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc",
                                              "/proc", "/sys", "/dev/zero", "/dev/urandom", "/dev/random"};

/* The readable paths, opened once per runner (O_PATH): each run's ruleset names them again without walking
 * their paths. A path that does not exist is left out: not every system has /lib32. */
static int readable_fds[sizeof SYSTEM_READABLE / sizeof *SYSTEM_READABLE + MAX_READ];
static int readable_count;

static void open_readable(const struct options *o) {
  for (size_t i = 0; i < sizeof SYSTEM_READABLE / sizeof *SYSTEM_READABLE + (size_t)o->read_count; i++) {
    const char *path = i < sizeof SYSTEM_READABLE / sizeof *SYSTEM_READABLE ? SYSTEM_READABLE[i] : o->read[i - sizeof SYSTEM_READABLE / sizeof *SYSTEM_READABLE];
    int fd = open(path, O_PATH | O_CLOEXEC);
    if (fd >= 0) readable_fds[readable_count++] = fd;
    else if (errno != ENOENT) fail("open %s: %s", path, strerror(errno));
  }
}

/* Allows `access` beneath an opened path (a file gets only the file rights of it). */
static int add_fd_rule(int ruleset, int fd, __u64 access) {
  struct landlock_path_beneath_attr rule = {.allowed_access = access, .parent_fd = fd};
  struct stat st;
  if (!fstat(fd, &st) && !S_ISDIR(st.st_mode)) rule.allowed_access &= LL_FILE_RIGHTS;
  return (int)syscall(__NR_landlock_add_rule, ruleset, LANDLOCK_RULE_PATH_BENEATH, &rule, 0);
}

static int add_path_rule(int ruleset, const char *path, __u64 access) {
  int fd = open(path, O_PATH | O_CLOEXEC);
  if (fd < 0) return -1;
  int r = add_fd_rule(ruleset, fd, access);
  close(fd);
  return r;
}

/* Confines every write (creating, removing, renaming, writing files) to the working directory and every
 * read to it, the system's toolchain and the --read paths; where the kernel can, also abstract unix sockets
 * and signals to the program's own processes. */
static int apply_landlock(int abi, const char *dir) {
  __u64 file_write = LANDLOCK_ACCESS_FS_WRITE_FILE | (abi >= 3 ? LL_FS_TRUNCATE : 0);
  __u64 write = file_write | LANDLOCK_ACCESS_FS_REMOVE_DIR | LANDLOCK_ACCESS_FS_REMOVE_FILE |
                LANDLOCK_ACCESS_FS_MAKE_CHAR | LANDLOCK_ACCESS_FS_MAKE_DIR | LANDLOCK_ACCESS_FS_MAKE_REG |
                LANDLOCK_ACCESS_FS_MAKE_SOCK | LANDLOCK_ACCESS_FS_MAKE_FIFO | LANDLOCK_ACCESS_FS_MAKE_BLOCK |
                LANDLOCK_ACCESS_FS_MAKE_SYM | (abi >= 2 ? LANDLOCK_ACCESS_FS_REFER : 0);
  struct ll_ruleset_attr attr = {.handled_access_fs = write | LL_READ};
  size_t size = sizeof attr.handled_access_fs;
  if (abi >= 6) {
    attr.scoped = LL_SCOPE_ABSTRACT_UNIX_SOCKET | LL_SCOPE_SIGNAL;
    size = sizeof attr;
  }
  int ruleset = (int)syscall(__NR_landlock_create_ruleset, &attr, size, 0);
  if (ruleset < 0) return -1;
  int failed = add_path_rule(ruleset, dir, write | LL_READ) || add_path_rule(ruleset, "/dev/null", file_write | LL_READ);
  for (int i = 0; !failed && i < readable_count; i++) failed = add_fd_rule(ruleset, readable_fds[i], LL_READ);
  if (!failed) failed = (int)syscall(__NR_landlock_restrict_self, ruleset, 0);
  close(ruleset);
  return failed ? -1 : 0;
}

/* Without Landlock a program can write where every uid may (/dev/shm, say, in RAM): what its uid left in
 * those places is removed after each run, so nothing of it survives into a later run of the same uid. */
static const char *const SHARED_WRITABLE[] = {"/dev/shm", "/tmp", "/var/tmp", "/run/lock", "/dev/mqueue"};
static uid_t sweep_uid;

static int sweep_entry(const char *path, const struct stat *st, int type, struct FTW *f) {
  (void)type;
  if (f->level > 0 && st->st_uid == sweep_uid) remove(path); /* depth first: contents before their folder */
  return 0;
}

static void sweep_shared_dirs(uid_t u) {
  sweep_uid = u;
  for (size_t i = 0; i < sizeof SHARED_WRITABLE / sizeof *SHARED_WRITABLE; i++)
    nftw(SHARED_WRITABLE[i], sweep_entry, 8, FTW_PHYS | FTW_DEPTH | FTW_MOUNT);
}

#if defined(__x86_64__)
#define AUDIT_ARCH_NATIVE AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define AUDIT_ARCH_NATIVE AUDIT_ARCH_AARCH64
#else
#error "unsupported architecture"
#endif

#define ARG0_LOW offsetof(struct seccomp_data, args[0])
#define DENY(nr) BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 1), BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM)
#define NS_FLAGS                                                                                             \
  (CLONE_NEWNS | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWCGROUP | \
   CLONE_NEWTIME)

static int apply_seccomp(void) {
  struct sock_filter filter[] = {
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_NATIVE, 1, 0),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
#ifdef __x86_64__
    /* x32 syscall numbers would bypass the table below */
    BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
#endif
    DENY(__NR_ptrace), DENY(__NR_process_vm_readv), DENY(__NR_process_vm_writev),
    DENY(__NR_mount), DENY(__NR_umount2), DENY(__NR_pivot_root), DENY(__NR_chroot),
    DENY(__NR_move_mount), DENY(__NR_open_tree), DENY(__NR_fsopen), DENY(__NR_fsconfig),
    DENY(__NR_fsmount), DENY(__NR_fspick), DENY(__NR_mount_setattr),
    DENY(__NR_unshare), DENY(__NR_setns),
    DENY(__NR_bpf), DENY(__NR_perf_event_open), DENY(__NR_userfaultfd),
    DENY(__NR_io_uring_setup), DENY(__NR_io_uring_enter), DENY(__NR_io_uring_register),
    DENY(__NR_add_key), DENY(__NR_request_key), DENY(__NR_keyctl),
    DENY(__NR_init_module), DENY(__NR_finit_module), DENY(__NR_delete_module),
    DENY(__NR_reboot), DENY(__NR_kexec_load), DENY(__NR_kexec_file_load),
    DENY(__NR_swapon), DENY(__NR_swapoff), DENY(__NR_acct), DENY(__NR_quotactl), DENY(__NR_syslog),
    DENY(__NR_name_to_handle_at), DENY(__NR_open_by_handle_at), DENY(__NR_fanotify_init),
    DENY(__NR_settimeofday), DENY(__NR_clock_settime), DENY(__NR_clock_adjtime), DENY(__NR_adjtimex),
    /* memory outside the process tree's resident set, which no limit would count: anonymous files and
     * SysV shared memory (whose segments would also outlive the run); message queues and semaphores too */
    DENY(__NR_memfd_create), DENY(__NR_memfd_secret),
    DENY(__NR_shmget), DENY(__NR_shmat), DENY(__NR_shmctl), DENY(__NR_shmdt),
    DENY(__NR_msgget), DENY(__NR_msgsnd), DENY(__NR_msgrcv), DENY(__NR_msgctl),
    DENY(__NR_semget), DENY(__NR_semop), DENY(__NR_semtimedop), DENY(__NR_semctl),
#ifdef __x86_64__
    DENY(__NR_iopl), DENY(__NR_ioperm),
#endif
    /* clone3 passes its flags in memory seccomp cannot read: report it missing so libc falls back to clone */
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone3, 0, 1),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
    /* sockets: only AF_UNIX (no network, no netlink) */
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_socket, 0, 4),
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARG0_LOW),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_UNIX, 0, 1),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
    /* clone: no new namespaces */
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone, 0, 4),
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARG0_LOW),
    BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, NS_FLAGS, 0, 1),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
  };
  struct sock_fprog prog = {.len = sizeof filter / sizeof filter[0], .filter = filter};
  return (int)syscall(__NR_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog);
}

/* Without a uid of its own the program shares the judge's uid, so kill(-1) would reach the judge. */
static int deny_kill_all(void) {
  struct sock_filter filter[] = {
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_kill, 0, 3),
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARG0_LOW),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0xffffffffu, 0, 1),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
  };
  struct sock_fprog prog = {.len = sizeof filter / sizeof filter[0], .filter = filter};
  return (int)syscall(__NR_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog);
}

static int set_limit(int resource, rlim_t value) {
  struct rlimit rl = {value, value};
  return setrlimit(resource, &rl);
}

static void interrupt_open(int sig) { (void)sig; }

static int open_input(const char *path) {
  struct stat st;
  if (path && !stat(path, &st) && S_ISFIFO(st.st_mode)) {
    /* The writer is the other runner of an interactive pair. Wait for it (10 s at most: the alarm interrupts
     * the open) so that the program never starts before its writer: a FIFO read with no writer is an EOF. */
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = interrupt_open; /* no SA_RESTART: the open fails with EINTR */
    sigaction(SIGALRM, &sa, NULL);
    alarm(10);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    int saved = errno;
    alarm(0);
    if (fd < 0) fail("open %s: %s", path, strerror(saved));
    return fd;
  }
  int fd = open(path ? path : "/dev/null", O_RDONLY | O_CLOEXEC);
  if (fd < 0) fail("open %s: %s", path, strerror(errno));
  return fd;
}

static int open_output(const char *path) {
  struct stat st;
  if (path && !stat(path, &st) && S_ISFIFO(st.st_mode)) {
    /* the reader is the other runner of an interactive pair: wait for it, but not forever */
    for (long long deadline = now_us() + 10000000; now_us() < deadline;) {
      int fd = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC);
      if (fd >= 0) {
        fcntl(fd, F_SETFL, 0);
        return fd;
      }
      if (errno != ENXIO) break;
      usleep(500);
    }
    fail("open %s: %s", path, strerror(errno));
  }
  int fd = open(path ? path : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0) fail("open %s: %s", path, strerror(errno));
  return fd;
}

static int output_over(int fd, long long limit) {
  struct stat st;
  return !fstat(fd, &st) && S_ISREG(st.st_mode) && st.st_size > limit;
}

/* Child side: limits, identity, jail, then exec. Failures are sent to the parent as an errno + step. */
static void child(const struct options *o, int in, int out, int err, int report) {
  int step = 0;
#define TRY(cond) \
  do {            \
    step++;       \
    if (!(cond)) goto failed; \
  } while (0)
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  signal(SIGPIPE, o->ignore_sigpipe ? SIG_IGN : SIG_DFL);
  TRY(setpgid(0, 0) == 0);
  TRY(dup2(in, 0) == 0 && dup2(out, 1) == 1 && dup2(err, 2) == 2);
  TRY(chdir(o->dir) == 0);
  syscall(__NR_close_range, 3, ~0U, CLOSE_RANGE_CLOEXEC); /* nothing inherited leaks into the program */
  /* whole seconds, soft = hard so the program cannot raise any of them back; the parent polls the exact
   * CPU limit, this is the backstop (SIGKILL at the hard limit) */
  TRY(set_limit(RLIMIT_CPU, (rlim_t)(o->cpu_ms + 999) / 1000 + 1) == 0);
  TRY(!o->as_kb || set_limit(RLIMIT_AS, (rlim_t)o->as_kb << 10) == 0);
  TRY(set_limit(RLIMIT_STACK, (rlim_t)o->stack_kb << 10) == 0);
  /* one byte of slack: output exactly at the limit passes, the byte past it shows the excess */
  TRY(set_limit(RLIMIT_FSIZE, (rlim_t)o->output_bytes + 1) == 0);
  TRY(set_limit(RLIMIT_NOFILE, (rlim_t)o->files) == 0);
  TRY(set_limit(RLIMIT_CORE, 0) == 0 && set_limit(RLIMIT_MEMLOCK, 0) == 0 && set_limit(RLIMIT_MSGQUEUE, 0) == 0);
  if (switch_uid) {
    TRY(setgroups(0, NULL) == 0);
    TRY(setresgid(uid, uid, uid) == 0);
    TRY(setresuid(uid, uid, uid) == 0);
    /* counts this uid's processes system-wide, which the pool makes private to this run */
    TRY(set_limit(RLIMIT_NPROC, (rlim_t)o->processes) == 0);
  }
  TRY(prctl(PR_SET_PDEATHSIG, SIGKILL) == 0);
  TRY(!ll_abi || apply_landlock(ll_abi, ".") == 0);
  TRY(switch_uid || deny_kill_all() == 0);
  extern char **environ;
  environ = (char **)o->env;
  execvp(o->argv[0], o->argv);
  step = 100;
failed:;
  int report_data[2] = {errno, step};
  if (write(report, report_data, sizeof report_data) < 0) _exit(127);
  _exit(127);
#undef TRY
}

static void add_usage(struct rusage *total, const struct rusage *ru) {
  total->ru_utime.tv_sec += ru->ru_utime.tv_sec;
  total->ru_utime.tv_usec += ru->ru_utime.tv_usec;
  total->ru_stime.tv_sec += ru->ru_stime.tv_sec;
  total->ru_stime.tv_usec += ru->ru_stime.tv_usec;
  if (ru->ru_maxrss > total->ru_maxrss) total->ru_maxrss = ru->ru_maxrss;
}
/* Runs one command and prints its JSON line. */
static void run_one(struct options *o) {
  check_run_options(o);
  if (switch_uid && (chown(o->dir, uid, uid) || chmod(o->dir, 0700))) fail("chown %s: %s", o->dir, strerror(errno));
  /* Two runners joined by FIFOs (an interactive pair) open their ends in opposite orders, the interactor's
   * stdout first, so their waits pair up (program: read A, write B; interactor: write A, read B) and each
   * child starts only once the other side holds both its ends. */
  int in, out;
  if (o->stdout_first) {
    out = open_output(o->stdout_path);
    in = open_input(o->stdin_path);
  } else {
    in = open_input(o->stdin_path);
    out = open_output(o->stdout_path);
  }
  int err = open_output(o->stderr_path);
  int report[2];
  if (pipe2(report, O_CLOEXEC)) fail("pipe: %s", strerror(errno));

  long long start = now_us();
  pid_t pid = fork();
  if (pid < 0) fail("fork: %s", strerror(errno));
  if (pid == 0) child(o, in, out, err, report[1]);
  close(report[1]);
  close(in);
  setpgid(pid, pid); /* also here, so the group exists before the first kill */

  clockid_t cpu_clock;
  int have_cpu_clock = clock_getcpuclockid(pid, &cpu_clock) == 0;
  const char *killed_by = NULL;
  int status = 0;
  long peak_polled_kb = 0;
  struct rusage usage = {0};
  char own_children[64];
  snprintf(own_children, sizeof own_children, "/proc/self/task/%d/children", getpid());
  for (int polls = 0;; polls++) {
    long long wait_us = start + o->wall_ms * 1000LL - now_us();
    struct timespec cpu;
    if (polls > 0) {
      /* the whole tree: the program, its descendants and whatever was reparented to this subreaper (the
       * program's own threads' CPU is read exactly from its clock, the rest in clock ticks) */
      struct tree_usage tree = {0};
      add_children(own_children, &tree, 0);
      if (tree.rss_kb > peak_polled_kb) peak_polled_kb = tree.rss_kb;
      if (o->memory_kb && tree.rss_kb > o->memory_kb) killed_by = "memory";
      if (tree.cpu_us >= o->cpu_ms * 1000LL) killed_by = "cpu";
      if (box_over_budget(o)) killed_by = "disk";
    }
    if (have_cpu_clock && !clock_gettime(cpu_clock, &cpu)) {
      /* one thread cannot use CPU faster than the wall clock runs: sleep until the limit could be reached */
      long long left = o->cpu_ms * 1000LL - (cpu.tv_sec * 1000000LL + cpu.tv_nsec / 1000);
      if (left <= 0) killed_by = "cpu";
      else if (left < wait_us) wait_us = left;
    }
    /* poll the tree often: children, memory and files grow faster than one thread's CPU clock */
    if (wait_us > POLL_MS * 1000) wait_us = POLL_MS * 1000;
    if (wait_us <= 0 && !killed_by) killed_by = "wall";
    if (killed_by) {
      kill(-pid, SIGKILL);
      kill(pid, SIGKILL);
      break;
    }
    struct timespec ts = {wait_us / 1000000, (wait_us % 1000000) * 1000};
    sigtimedwait(&chld, NULL, &ts);
    siginfo_t info = {0};
    if (!waitid(P_PID, pid, &info, WEXITED | WNOHANG | WNOWAIT) && info.si_pid == pid) break;
  }
  long long end = now_us();
  struct rusage ru;
  if (wait4(pid, &status, 0, &ru) == pid) add_usage(&usage, &ru);

  /* leave nothing behind: the group (while its id cannot have been reused), the uid, and anything
   * reparented to this subreaper */
  kill(-pid, SIGKILL);
  for (;;) {
    if (switch_uid) kill_uid(uid);
    kill_children();
    pid_t p = wait4(-1, NULL, WNOHANG, &ru);
    if (p < 0 && errno == ECHILD) break;
    if (p > 0) add_usage(&usage, &ru);
    else {
      struct timespec ts = {0, 1000000};
      sigtimedwait(&chld, NULL, &ts);
    }
  }
  int child_error[2];
  ssize_t got = read(report[0], child_error, sizeof child_error);
  close(report[0]);
  if (got == sizeof child_error)
    fail("%s failed at step %d: %s", child_error[1] == 100 ? "exec" : "setup", child_error[1],
         strerror(child_error[0]));

  if (!killed_by && box_over_budget(o)) killed_by = "disk";
  if (switch_uid && !ll_abi) sweep_shared_dirs(uid);
  long long cpu_us = usage.ru_utime.tv_sec * 1000000LL + usage.ru_utime.tv_usec +
                     usage.ru_stime.tv_sec * 1000000LL + usage.ru_stime.tv_usec;
  long memory_kb = usage.ru_maxrss > peak_polled_kb ? usage.ru_maxrss : peak_polled_kb;
  int sig = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
  if (!killed_by && sig == SIGXCPU) killed_by = "cpu";
  int output_limited = sig == SIGXFSZ || output_over(out, o->output_bytes) || output_over(err, o->output_bytes);
  close(out);
  close(err);
  printf("{\"exitCode\":%d,\"signal\":%d,\"cpuUs\":%lld,\"wallUs\":%lld,\"memoryKb\":%ld,\"killedBy\":%s%s%s,"
         "\"outputLimitExceeded\":%s,\"uid\":%u,\"uidSwitched\":%s,\"landlock\":%s}\n",
         WIFEXITED(status) ? WEXITSTATUS(status) : -1, sig, cpu_us, end - start, memory_kb,
         killed_by ? "\"" : "", killed_by ? killed_by : "null", killed_by ? "\"" : "",
         output_limited ? "true" : "false", (unsigned)uid, switch_uid ? "true" : "false",
         ll_abi ? "true" : "false");
  fflush(stdout);
}

/* Reads one request: NUL-terminated arguments ended by an empty one. Returns the count, -1 at end of input. */
static int read_request(char *buf, size_t size, char **args, int max_args) {
  size_t len = 0;
  int n = 0;
  char *arg = buf;
  for (;;) {
    int c = getchar();
    if (c == EOF) return -1;
    if (len == size) fail("request too long");
    buf[len++] = (char)c;
    if (c) continue;
    if (arg == buf + len - 1) break;
    if (n == max_args) fail("too many arguments");
    args[n++] = arg;
    arg = buf + len;
  }
  args[n] = NULL;
  return n;
}

int main(int argc, char **argv) {
  struct options start;
  set_defaults(&start);
  parse_args(argc - 1, argv + 1, &start);
  int serve = argc > 1 && !strcmp(argv[1], "--serve");
  int root = geteuid() == 0;
  switch_uid = root && start.uid_count > 0;
  if (root && !switch_uid) fail("refusing to run a program as root: give a uid pool (--uid-base, --uid-count)");
  if (switch_uid && !start.lock_dir) fail("--lock-dir is required with a uid pool");
  uid = switch_uid ? acquire_uid(&start) : geteuid();
  if (switch_uid) kill_uid(uid); /* anything a crashed earlier runner left under this uid */
  ll_abi = start.no_landlock ? 0 : landlock_abi();
  if (ll_abi) open_readable(&start);
  if (prctl(PR_SET_CHILD_SUBREAPER, 1)) fail("subreaper: %s", strerror(errno));
  signal(SIGPIPE, SIG_IGN);
  sigemptyset(&chld);
  sigaddset(&chld, SIGCHLD);
  sigprocmask(SIG_BLOCK, &chld, NULL);
  /* the filter is inherited by every child: installing it here once keeps it off the per-run path (it
   * blocks nothing the runner needs) */
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) || apply_seccomp()) fail("seccomp: %s", strerror(errno));
  if (!serve) {
    run_one(&start);
    return 0;
  }
  static char buf[1 << 16];
  char *args[1024];
  for (int n; (n = read_request(buf, sizeof buf, args, 1023)) >= 0;) {
    struct options o = start;
    o.argv = NULL;
    o.env_count = 0;
    memset(o.env, 0, sizeof o.env);
    parse_args(n, args, &o);
    run_one(&o);
  }
  return 0;
}
