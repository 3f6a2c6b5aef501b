// Under AddressSanitizer or ThreadSanitizer (gcc's -fsanitize=address or thread: the asan and tsan presets), an
// allocation the kernel refuses must still throw std::bad_alloc, as it does in every other build.
//
// A plugin worker runs under RLIMIT_AS (its address space now plus the call's memory limit: plugin/call_meter),
// and a call that allocates past it is MLE because operator new throws std::bad_alloc, which the SDK turns into
// GAVEL_OUT_OF_MEMORY. The sanitizers' own operator new cannot throw: when their allocator's mmap fails they
// print an out-of-memory report and kill the process (ASan after symbolizing a stack trace, which costs more
// CPU than a small limit allows; TSan with its exit code 66): the call came back as TLE or a crash instead of
// MLE. So gavel's executables in a sanitized build (gavel_core's consumers: this file is an INTERFACE source of
// gavel_core) bring their own operator new and delete over the sanitizer's malloc and free, with
// allocator_may_return_null so that malloc returns null at the limit. The sanitizer still checks every access,
// race, leak and double free; what it no longer sees is a new/delete[] mismatch, since every form now goes
// through malloc and free. Nothing here is compiled into other builds.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)

#include <cstdlib>
#include <new>

#if defined(__SANITIZE_ADDRESS__)
extern "C" const char* __asan_default_options() { return "allocator_may_return_null=1"; }
#else
extern "C" const char* __tsan_default_options() { return "allocator_may_return_null=1"; }
#endif

namespace {

void* allocate(std::size_t size) {
    if (void* block = std::malloc(size == 0 ? 1 : size)) return block;
    throw std::bad_alloc();
}

void* allocate_aligned(std::size_t size, std::align_val_t alignment) {
    const auto align = static_cast<std::size_t>(alignment);
    const std::size_t rounded = (size == 0 ? align : (size + align - 1) / align * align);
    if (void* block = std::aligned_alloc(align, rounded)) return block;
    throw std::bad_alloc();
}

}  // namespace

void* operator new(std::size_t size) { return allocate(size); }
void* operator new[](std::size_t size) { return allocate(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept { return std::malloc(size == 0 ? 1 : size); }
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept { return std::malloc(size == 0 ? 1 : size); }
void* operator new(std::size_t size, std::align_val_t alignment) { return allocate_aligned(size, alignment); }
void* operator new[](std::size_t size, std::align_val_t alignment) { return allocate_aligned(size, alignment); }

void operator delete(void* block) noexcept { std::free(block); }
void operator delete[](void* block) noexcept { std::free(block); }
void operator delete(void* block, std::size_t) noexcept { std::free(block); }
void operator delete[](void* block, std::size_t) noexcept { std::free(block); }
void operator delete(void* block, const std::nothrow_t&) noexcept { std::free(block); }
void operator delete[](void* block, const std::nothrow_t&) noexcept { std::free(block); }
void operator delete(void* block, std::align_val_t) noexcept { std::free(block); }
void operator delete[](void* block, std::align_val_t) noexcept { std::free(block); }
void operator delete(void* block, std::size_t, std::align_val_t) noexcept { std::free(block); }
void operator delete[](void* block, std::size_t, std::align_val_t) noexcept { std::free(block); }

#endif
