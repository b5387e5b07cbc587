/*
 * The benchmark's native baseline, free of Node's own spawn cost:
 *   spawn-loop bare N INPUT OUTPUT PROGRAM  posix_spawn + wait, stdin from INPUT, stdout to OUTPUT (truncated
 *                                           each run, as the runner does with the stdout it is given)
 *   spawn-loop served N REQUEST RUNNER... send the encoded REQUEST to a serving runner N times
 * prints the milliseconds per run.
 */
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int main(int argc, char **argv) {
  if (argc < 6) return 2;
  int n = atoi(argv[2]);
  char *empty_env[] = {NULL};
  if (!strcmp(argv[1], "bare")) {
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 0, argv[3], O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 1, argv[4], O_WRONLY | O_CREAT | O_TRUNC, 0644);
    double t0 = now_ms();
    for (int i = 0; i < n; i++) {
      pid_t pid;
      if (posix_spawn(&pid, argv[5], &fa, NULL, argv + 5, empty_env)) return 1;
      waitpid(pid, NULL, 0);
    }
    printf("%.4f\n", (now_ms() - t0) / n);
    return 0;
  }
  FILE *f = fopen(argv[3], "rb");
  static char request[1 << 16];
  size_t len = fread(request, 1, sizeof request, f);
  int to[2], from[2];
  if (pipe(to) || pipe(from)) return 1;
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, to[0], 0);
  posix_spawn_file_actions_adddup2(&fa, from[1], 1);
  posix_spawn_file_actions_addclose(&fa, to[1]);
  posix_spawn_file_actions_addclose(&fa, from[0]);
  pid_t runner;
  if (posix_spawn(&runner, argv[4], &fa, NULL, argv + 4, empty_env)) return 1;
  close(to[0]);
  close(from[1]);
  FILE *replies = fdopen(from[0], "r");
  char line[4096];
  double t0 = 0;
  for (int i = -10; i < n; i++) { /* ten warm-up runs */
    if (i == 0) t0 = now_ms();
    if (write(to[1], request, len) != (ssize_t)len || !fgets(line, sizeof line, replies)) return 1;
    if (strstr(line, "\"error\"")) {
      fputs(line, stderr);
      return 1;
    }
  }
  printf("%.4f\n", (now_ms() - t0) / n);
  close(to[1]);
  waitpid(runner, NULL, 0);
  return 0;
}
