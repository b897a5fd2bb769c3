# `cmake --install BUILD [--prefix DIR]` puts the headers, the static
# libraries, the `acausal` tool, the FMU runtime and the Python module in a
# prefix; `find_package(acausal)` then gives the imported targets
#   acausal::acausal      the modelling library (SUNDIALS, Eigen, Boost, fmt, spdlog)
#   acausal::acausal_app  the command line as a library (apps/cli.hpp)
#   acausal::acausal_urdf URDF import (urdf/urdf_import.hpp), if built
#   acausal::acausal_fmi  FMI 2.0 export (fmi/fmu_export.hpp), if built
# and `pkg-config --cflags --libs acausal` the same flags (docs/install.md).
include(CMakePackageConfigHelpers)

set(ACAUSAL_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/acausal CACHE STRING
    "Where the CMake package files of acausal are installed (relative to the prefix)")

# Headers keep their folders under include/acausal: #include "core/model/model.hpp".
set(acausal_header_folders core domains components solvers models kinematics dynamics apps)
if(TARGET acausal_urdf)
  list(APPEND acausal_header_folders urdf)
endif()
if(TARGET acausal_fmi)
  list(APPEND acausal_header_folders fmi)
endif()
foreach(folder ${acausal_header_folders})
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/${folder}
          DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/acausal
          COMPONENT development
          FILES_MATCHING PATTERN "*.hpp" PATTERN "*.h")
endforeach()

set(acausal_exported_targets acausal acausal_app acausal_viewer)
foreach(optional acausal_urdf acausal_fmi)
  if(TARGET ${optional})
    list(APPEND acausal_exported_targets ${optional})
  endif()
endforeach()
foreach(target ${acausal_exported_targets})
  add_library(acausal::${target} ALIAS ${target})
endforeach()

install(TARGETS ${acausal_exported_targets}
        EXPORT acausalTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT development
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT runtime
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/acausal)
install(TARGETS acausal_cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT runtime)
install(EXPORT acausalTargets
        NAMESPACE acausal::
        DESTINATION ${ACAUSAL_INSTALL_CMAKEDIR}
        COMPONENT development)

# What the config file must find again for the imported targets' links.
set(ACAUSAL_CONFIG_WITH_MPI OFF)
if(MPI_C_FOUND)
  set(ACAUSAL_CONFIG_WITH_MPI ON)
endif()
set(ACAUSAL_CONFIG_WITH_URDF OFF)
if(TARGET acausal_urdf)
  set(ACAUSAL_CONFIG_WITH_URDF ON)
endif()
set(ACAUSAL_CONFIG_WITH_ASSIMP OFF)
if(ACAUSAL_HAVE_ASSIMP)
  set(ACAUSAL_CONFIG_WITH_ASSIMP ON)
endif()
set(ACAUSAL_CONFIG_WITH_FMI OFF)
if(TARGET acausal_fmi)
  set(ACAUSAL_CONFIG_WITH_FMI ON)
endif()
configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/acausalConfig.cmake.in
  ${PROJECT_BINARY_DIR}/acausalConfig.cmake
  INSTALL_DESTINATION ${ACAUSAL_INSTALL_CMAKEDIR})
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/acausalConfigVersion.cmake
  VERSION ${PROJECT_VERSION}
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/acausalConfig.cmake
              ${PROJECT_BINARY_DIR}/acausalConfigVersion.cmake
        DESTINATION ${ACAUSAL_INSTALL_CMAKEDIR}
        COMPONENT development)

# pkg-config: the libraries are static, so Libs lists what they link.
set(ACAUSAL_PC_LIBS "-lacausal")
set(ACAUSAL_PC_REQUIRES "eigen3 fmt spdlog matio")
# -lklu: solvers/ida/klu_setup.cpp calls KLU itself (refactorisation, rcond).
set(ACAUSAL_PC_EXTRA_LIBS
    "-lsundials_ida -lsundials_kinsol -lsundials_cvode -lsundials_arkode -lsundials_nvecserial -lsundials_sunmatrixdense -lsundials_sunmatrixsparse -lsundials_sunlinsoldense -lsundials_sunlinsolklu -lklu")
if(ACAUSAL_SANITIZE)
  string(APPEND ACAUSAL_PC_EXTRA_LIBS " -fsanitize=address,undefined")
endif()
# Relocatable: the prefix is found from the .pc file's own folder.
file(RELATIVE_PATH ACAUSAL_PC_UP /${CMAKE_INSTALL_LIBDIR}/pkgconfig /)
string(REGEX REPLACE "/$" "" ACAUSAL_PC_UP "${ACAUSAL_PC_UP}")
configure_file(${PROJECT_SOURCE_DIR}/cmake/acausal.pc.in ${PROJECT_BINARY_DIR}/acausal.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/acausal.pc
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig
        COMPONENT development)
