// Under AddressSanitizer (gcc's -fsanitize=address: the asan preset), an allocation the kernel refuses must
// still throw std::bad_alloc, as it does in every other build.
//
// A plugin worker runs under RLIMIT_AS (its address space now plus the call's memory limit: plugin/call_meter),
// and a call that allocates past it is MLE because operator new throws std::bad_alloc, which the SDK turns into
// GAVEL_OUT_OF_MEMORY. ASan's own operator new cannot throw: when its allocator's mmap fails it prints an
// out-of-memory report and kills the process (after symbolizing a stack trace, which costs more CPU than a
// small limit allows: the call came back as TLE or a crash instead of MLE). So gavel's executables in an ASan
// build (gavel_core's consumers: this file is an INTERFACE source of gavel_core) bring their own operator new
// and delete over ASan's malloc and free, with allocator_may_return_null so that malloc returns null at the
// limit. ASan still checks every access, leak and double free; what it no longer sees is a new/delete[]
// mismatch, since every form now goes through malloc and free. Nothing here is compiled into other builds.
#if defined(__SANITIZE_ADDRESS__)

#include <cstdlib>
#include <new>

extern "C" const char* __asan_default_options() { return "allocator_may_return_null=1"; }

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
