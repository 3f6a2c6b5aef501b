/* The program launcher's executable (program_launcher.c, linked static), carried inside the sandbox library so
   that every build of gavel, its tests included, finds it without a path: the box server copies it into a memfd
   and each run execs it from there. GAVEL_LAUNCHER_PATH comes from the build. */
#ifndef GAVEL_LAUNCHER_PATH
#error "GAVEL_LAUNCHER_PATH names the built launcher (framework/src/sandbox/CMakeLists.txt)"
#endif

__asm__(".section .rodata\n"
        ".global gavel_launcher_image\n"
        ".type gavel_launcher_image, @object\n"
        ".balign 16\n"
        "gavel_launcher_image:\n"
        ".incbin \"" GAVEL_LAUNCHER_PATH "\"\n"
        ".global gavel_launcher_image_end\n"
        "gavel_launcher_image_end:\n"
        ".previous\n");
