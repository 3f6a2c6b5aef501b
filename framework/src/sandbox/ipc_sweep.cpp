#include "sandbox/ipc_sweep.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/ipc.h>
#include <sys/mount.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <unistd.h>

#include <string_view>

namespace gavel::sandbox {
namespace {

// The *_INFO commands return the highest index in use (0 also when none is), and *_STAT turns an index into
// the object's id: every index up to the highest is tried, as ipcs does.
void remove_shared_memory() {
    shminfo info{};
    const int highest = ::shmctl(0, SHM_INFO, reinterpret_cast<shmid_ds*>(&info));
    for (int index = 0; index <= highest; ++index) {
        shmid_ds segment{};
        if (const int id = ::shmctl(index, SHM_STAT_ANY, &segment); id >= 0) ::shmctl(id, IPC_RMID, nullptr);
    }
}

void remove_semaphores() {
    seminfo info{};
    const int highest = ::semctl(0, 0, SEM_INFO, &info);
    for (int index = 0; index <= highest; ++index) {
        semid_ds set{};
        if (const int id = ::semctl(index, 0, SEM_STAT_ANY, &set); id >= 0) ::semctl(id, 0, IPC_RMID);
    }
}

void remove_message_queues() {
    msginfo info{};
    const int highest = ::msgctl(0, MSG_INFO, reinterpret_cast<msqid_ds*>(&info));
    for (int index = 0; index <= highest; ++index) {
        msqid_ds queue{};
        if (const int id = ::msgctl(index, MSG_STAT_ANY, &queue); id >= 0) ::msgctl(id, IPC_RMID, nullptr);
    }
}

// A POSIX message queue is a file of the namespace's mqueue filesystem; unlinking it is mq_unlink.
void remove_posix_queues(int queues) {
    alignas(8) char buffer[8192];
    for (;;) {
        ::lseek(queues, 0, SEEK_SET);
        bool removed = false;
        for (ssize_t got; (got = ::getdents64(queues, buffer, sizeof buffer)) > 0;)
            for (ssize_t at = 0; at < got;) {
                const auto* entry = reinterpret_cast<const dirent64*>(buffer + at);
                at += entry->d_reclen;
                const std::string_view name = entry->d_name;
                if (name != "." && name != ".." && ::unlinkat(queues, entry->d_name, 0) == 0) removed = true;
            }
        if (!removed) return;  // read again after removals, until a pass finds nothing
    }
}

// A mount of the mqueue filesystem of the caller's IPC namespace that is attached to no folder (the mount API
// of Linux 5.2): only this descriptor reaches it.
int open_queue_filesystem() {
    const int context = ::fsopen("mqueue", FSOPEN_CLOEXEC);
    if (context < 0) return -1;
    int folder = -1;
    if (::fsconfig(context, FSCONFIG_CMD_CREATE, nullptr, nullptr, 0) == 0) {
        const int mount = ::fsmount(context, FSMOUNT_CLOEXEC, MOUNT_ATTR_NOEXEC | MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV);
        if (mount >= 0) {
            folder = ::openat(mount, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
            ::close(mount);
        }
    }
    ::close(context);
    return folder;
}

}  // namespace

IpcSweep::IpcSweep() : queues_(open_queue_filesystem()) {}

IpcSweep::~IpcSweep() {
    if (queues_ >= 0) ::close(queues_);
}

void IpcSweep::sweep() const {
    remove_shared_memory();
    remove_semaphores();
    remove_message_queues();
    if (queues_ >= 0) remove_posix_queues(queues_);
}

}  // namespace gavel::sandbox
