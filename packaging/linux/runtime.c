/* Tablekeeper's AppImage runtime: the program at the head of Tablekeeper-<version>-x86_64.AppImage.
 *
 * An AppImage (type 2) is an ELF program with the bytes 'A' 'I' 2 at offset 8, followed in the same file by a
 * squashfs image of the AppDir. The AppImage project's own runtime and appimagetool are published only as GitHub
 * downloads, out of this project's reach, so packaging/build.py compiles this one against Debian's squashfuse
 * and libfuse3 (statically: the AppImage needs nothing but fusermount3 on the player's machine) and writes the
 * magic bytes itself. What it does, as the AppImage project's runtime does:
 *
 *   ./Tablekeeper.AppImage [ARGS]          mounts the image read-only with FUSE at $TMPDIR/.mount_Tablek*,
 *                                          runs AppRun ARGS there and unmounts when it ends;
 *                                          where FUSE cannot be used it says so and extracts and runs instead
 *   --appimage-extract-and-run [ARGS]      (or APPIMAGE_EXTRACT_AND_RUN=1) extracts to a temporary folder,
 *                                          runs AppRun ARGS and removes the folder
 *   --appimage-extract                     extracts into ./squashfs-root
 *   --appimage-offset                      prints where the squashfs image starts
 *
 * AppRun gets APPIMAGE (this file), APPDIR (the mounted or extracted folder), ARGV0 and OWD, as usual.
 *
 * Mounted, the program and the FUSE server start on one CPU, the one the runtime runs on. Once its first window is
 * painted the program gives itself and the server (TABLEKEEPER_APPIMAGE_SERVER) every CPU back; they are listed in
 * TABLEKEEPER_APPIMAGE_CPUS (desktop/start_cpus.py). A start reads its libraries through the server in about 2,000
 * round trips, and a round trip between two CPUs wakes a sleeping one twice (issue 35, measured on 2 CPUs: a later
 * start 1.7-1.9 times the source run's instead of 2.2).
 */

#define _GNU_SOURCE
/* squashfuse's headers first: its config.h sets the FUSE API version that fuse_lowlevel.h asks for */
#include <squashfuse.h>
#include <ll.h>
#include <fuse_lowlevel.h>
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static char self[PATH_MAX];
static cpu_set_t start_cpu;        /* the one CPU the server and the program start on */
static char every_cpu[8192];      /* the CPUs the program may use, "0,1,...": empty when there is nothing to pin */
static pid_t server;              /* the FUSE server, when mounted */

static void die(const char *what) {
    fprintf(stderr, "Tablekeeper AppImage: %s: %s\n", what, strerror(errno));
    exit(127);
}

/* The squashfs image starts where the ELF ends: after its section header table, the last thing the linker writes. */
static off_t image_offset(void) {
    Elf64_Ehdr header;
    int fd = open(self, O_RDONLY | O_CLOEXEC);
    if (fd < 0 || pread(fd, &header, sizeof header, 0) != (ssize_t) sizeof header) die("cannot read itself");
    close(fd);
    if (memcmp(header.e_ident, ELFMAG, SELFMAG) != 0 || header.e_ident[EI_CLASS] != ELFCLASS64) {
        fprintf(stderr, "Tablekeeper AppImage: %s is not a 64-bit ELF file\n", self);
        exit(127);
    }
    return (off_t) header.e_shoff + (off_t) header.e_shentsize * header.e_shnum;
}

static int extract(const char *target, off_t offset) {
    sqfs fs;
    sqfs_fd_t fd;
    if (sqfs_fd_open(self, &fd, true) != SQFS_OK || sqfs_init(&fs, fd, (size_t) offset) != SQFS_OK) {
        fprintf(stderr, "Tablekeeper AppImage: no squashfs image at offset %lld of %s\n", (long long) offset, self);
        return -1;
    }
    if (mkdir(target, 0755) != 0 && errno != EEXIST) die(target);
    sqfs_traverse trv;
    sqfs_err err = sqfs_traverse_open(&trv, &fs, sqfs_inode_root(&fs));
    static char buffer[1 << 16];
    while (err == SQFS_OK && sqfs_traverse_next(&trv, &err)) {
        if (trv.dir_end) continue;
        char path[PATH_MAX];
        snprintf(path, sizeof path, "%s/%s", target, trv.path);
        sqfs_inode inode;
        if (sqfs_inode_get(&fs, &inode, sqfs_dentry_inode(&trv.entry)) != SQFS_OK) { err = SQFS_ERR; break; }
        mode_t mode = sqfs_dentry_mode(&trv.entry);
        mode_t permissions = inode.base.mode & 07777;
        if (S_ISDIR(mode)) {
            if (mkdir(path, permissions | 0700) != 0 && errno != EEXIST) die(path);
        } else if (S_ISLNK(mode)) {
            size_t size = sizeof buffer;
            if (sqfs_readlink(&fs, &inode, buffer, &size) != SQFS_OK) { err = SQFS_ERR; break; }
            unlink(path);
            if (symlink(buffer, path) != 0) die(path);
        } else if (S_ISREG(mode)) {
            int out = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, permissions | 0600);
            if (out < 0) die(path);
            for (sqfs_off_t at = 0; at < (sqfs_off_t) inode.xtra.reg.file_size;) {
                sqfs_off_t size = sizeof buffer;
                if (sqfs_read_range(&fs, &inode, at, &size, buffer) != SQFS_OK || size <= 0) { err = SQFS_ERR; break; }
                if (write(out, buffer, (size_t) size) != (ssize_t) size) die(path);
                at += size;
            }
            close(out);
            if (err != SQFS_OK) break;
        }
    }
    sqfs_traverse_close(&trv);
    sqfs_destroy(&fs);
    sqfs_fd_close(fd);
    if (err != SQFS_OK) fprintf(stderr, "Tablekeeper AppImage: the squashfs image could not be read (%d)\n", err);
    return err == SQFS_OK ? 0 : -1;
}

/* Fills start_cpu and every_cpu when the runtime may run on more than one CPU. */
static void choose_start_cpu(void) {
    cpu_set_t allowed;
    int current = sched_getcpu();
    every_cpu[0] = 0;
    if (current < 0 || sched_getaffinity(0, sizeof allowed, &allowed) != 0 || CPU_COUNT(&allowed) < 2) return;
    if (!CPU_ISSET(current, &allowed)) return;
    size_t used = 0;
    for (int cpu = 0; cpu < CPU_SETSIZE && used < sizeof every_cpu - 8; cpu++) {
        if (!CPU_ISSET(cpu, &allowed)) continue;
        used += (size_t) snprintf(every_cpu + used, sizeof every_cpu - used, "%s%d", used ? "," : "", cpu);
    }
    CPU_ZERO(&start_cpu);
    CPU_SET(current, &start_cpu);
}

static void keep_to_start_cpu(void) {
    if (every_cpu[0]) sched_setaffinity(0, sizeof start_cpu, &start_cpu);
}

static void run_apprun(const char *appdir, char **argv) {
    char apprun[PATH_MAX], cwd[PATH_MAX];
    snprintf(apprun, sizeof apprun, "%s/AppRun", appdir);
    setenv("APPIMAGE", self, 1);
    setenv("APPDIR", appdir, 1);
    setenv("ARGV0", argv[0], 1);
    if (getcwd(cwd, sizeof cwd)) setenv("OWD", cwd, 1);
    if (every_cpu[0]) {
        char pid[16];
        snprintf(pid, sizeof pid, "%d", (int) server);
        keep_to_start_cpu();  /* the list is given even if this failed: the program then widens nothing it lacks */
        setenv("TABLEKEEPER_APPIMAGE_CPUS", every_cpu, 1);
        setenv("TABLEKEEPER_APPIMAGE_SERVER", pid, 1);  /* the program gives the server every CPU back too */
    } else {
        unsetenv("TABLEKEEPER_APPIMAGE_CPUS");
        unsetenv("TABLEKEEPER_APPIMAGE_SERVER");
    }
    argv[0] = apprun;
    execv(apprun, argv);
    die(apprun);
}

static pid_t program;

static void forward(int sig) {
    if (program > 0) kill(program, sig);
}

/* Runs AppRun in a child and waits for it, passing on the signals that ask a program to end (Ctrl-C's SIGINT
 * reaches it from the terminal itself), so that whoever started the AppImage may wait for it and find nothing
 * left mounted or unpacked once it ends. Returns its exit status as a shell would. */
static int run_and_wait(const char *appdir, char **argv) {
    program = fork();
    if (program < 0) die("fork");
    if (program == 0) run_apprun(appdir, argv);
    struct sigaction passing = {.sa_handler = forward};
    sigemptyset(&passing.sa_mask);
    sigaction(SIGTERM, &passing, NULL);
    sigaction(SIGHUP, &passing, NULL);
    sigaction(SIGQUIT, &passing, NULL);
    signal(SIGINT, SIG_IGN);
    int status = 0;
    while (waitpid(program, &status, 0) < 0 && errno == EINTR) {}
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw) {
    (void) st; (void) flag; (void) ftw;
    return remove(path);
}

static char *temporary_folder(const char *prefix) {
    const char *tmp = getenv("TMPDIR");
    static char folder[PATH_MAX];
    snprintf(folder, sizeof folder, "%s/%sXXXXXX", tmp && *tmp ? tmp : "/tmp", prefix);
    if (!mkdtemp(folder)) die("cannot make a temporary folder");
    return folder;
}

/* Extracts into a temporary folder, runs AppRun in a child and removes the folder when it ends. */
static int extract_and_run(off_t offset, char **argv) {
    char *folder = temporary_folder("appimage_extracted_");
    if (extract(folder, offset) != 0) return 127;
    int status = run_and_wait(folder, argv);
    nftw(folder, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
    return status;
}

/* The FUSE server: a child that serves the image until the runtime tells it to stop (SIGTERM), or the runtime
 * ends. It tells the runtime through `ready` whether the mount worked (one byte: 1 or 0). */
static void serve(const char *mountpoint, off_t offset, int ready, pid_t parent) {
    prctl(PR_SET_PDEATHSIG, SIGTERM);
    keep_to_start_cpu();
    char ok = 0;
    sqfs_ll *ll = sqfs_ll_open(self, (size_t) offset);
    struct fuse_lowlevel_ops ops = {
        .getattr = sqfs_ll_op_getattr, .opendir = sqfs_ll_op_opendir, .releasedir = sqfs_ll_op_releasedir,
        .readdir = sqfs_ll_op_readdir, .lookup = sqfs_ll_op_lookup, .open = sqfs_ll_op_open,
        .create = sqfs_ll_op_create, .release = sqfs_ll_op_release, .read = sqfs_ll_op_read,
        .readlink = sqfs_ll_op_readlink, .listxattr = sqfs_ll_op_listxattr, .getxattr = sqfs_ll_op_getxattr,
        .forget = sqfs_ll_op_forget, .statfs = stfs_ll_op_statfs,
    };
    char *options[] = {"tablekeeper-appimage", "-o", "ro,nodev,nosuid,fsname=tablekeeper", NULL};
    struct fuse_args args = FUSE_ARGS_INIT(3, options);
    sqfs_ll_chan channel;
    if (ll && sqfs_ll_mount(&channel, mountpoint, &args, &ops, sizeof ops, ll) == SQFS_OK) {
        ok = 1;
        if (fuse_set_signal_handlers(channel.session) == 0) {
            signal(SIGINT, SIG_IGN);  /* Ctrl-C is the program's to handle; the mount goes when it ends */
            signal(SIGHUP, SIG_IGN);
        }
        if (write(ready, &ok, 1) != 1 || getppid() != parent) fuse_session_exit(channel.session);
        close(ready);
        fuse_session_loop(channel.session);
        fuse_remove_signal_handlers(channel.session);
        sqfs_ll_unmount(&channel, mountpoint);
    } else if (write(ready, &ok, 1) != 1) {
        _exit(1);
    }
    rmdir(mountpoint);
    _exit(0);
}

static int mount_and_run(off_t offset, char **argv) {
    char *mountpoint = temporary_folder(".mount_Tablek");
    choose_start_cpu();
    int pipes[2];
    if (pipe2(pipes, O_CLOEXEC) != 0) die("pipe");
    pid_t parent = getpid();
    server = fork();
    if (server < 0) die("fork");
    if (server == 0) {
        close(pipes[0]);
        int null = open("/dev/null", O_RDWR);
        if (null >= 0) { dup2(null, STDIN_FILENO); dup2(null, STDOUT_FILENO); close(null); }
        serve(mountpoint, offset, pipes[1], parent);
    }
    close(pipes[1]);
    char ok = 0;
    if (read(pipes[0], &ok, 1) != 1 || !ok) {
        close(pipes[0]);
        waitpid(server, NULL, 0);
        rmdir(mountpoint);
        fprintf(stderr, "Tablekeeper AppImage: FUSE is not usable here (install fuse3, or run with "
                        "--appimage-extract-and-run); extracting to a temporary folder instead\n");
        every_cpu[0] = 0;  /* nothing to read through a server: the program starts on every CPU */
        return extract_and_run(offset, argv);
    }
    close(pipes[0]);
    int status = run_and_wait(mountpoint, argv);
    kill(server, SIGTERM);
    while (waitpid(server, NULL, 0) < 0 && errno == EINTR) {}
    return status;
}

int main(int argc, char **argv) {
    ssize_t length = readlink("/proc/self/exe", self, sizeof self - 1);
    if (length <= 0) die("cannot find itself (/proc/self/exe)");
    self[length] = 0;
    off_t offset = image_offset();
    const char *option = argc > 1 ? argv[1] : "";
    const char *env = getenv("APPIMAGE_EXTRACT_AND_RUN");
    if (strcmp(option, "--appimage-offset") == 0) {
        printf("%lld\n", (long long) offset);
        return 0;
    }
    if (strcmp(option, "--appimage-extract") == 0) {
        if (extract("squashfs-root", offset) != 0) return 1;
        puts("squashfs-root");
        return 0;
    }
    if (strcmp(option, "--appimage-extract-and-run") == 0) {
        argv[1] = argv[0];
        return extract_and_run(offset, argv + 1);
    }
    if (env && strcmp(env, "1") == 0) return extract_and_run(offset, argv);
    return mount_and_run(offset, argv);
}
