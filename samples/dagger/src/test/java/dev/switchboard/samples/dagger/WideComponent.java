package dev.switchboard.samples.dagger;

import dagger.Component;
import dagger.Module;
import dagger.Provides;
import dagger.multibindings.ClassKey;
import dagger.multibindings.IntoMap;
import dev.switchboard.samples.many.SwitchboardWideEvents;
import dev.switchboard.samples.many.WideEvents;
import dev.switchboard.samples.many.WideHandlers;
import jakarta.inject.Singleton;
import java.util.Map;

/**
 * Dagger builds the dispatcher of 260 handler classes ({@code samples/containers}), whose constructor
 * takes a function from handler class to instance: Dagger has no look-up by class, so the handlers go
 * into a map multibinding, keyed by class, whose {@code get} is the function.
 */
@Singleton
@Component(modules = WideComponent.HandlerModule.class)
interface WideComponent {
  WideEvents events();

  @Module
  interface HandlerModule {
    @Provides
    @Singleton
    static WideEvents events(Map<Class<?>, Object> handlers) {
      return new SwitchboardWideEvents(handlers::get);
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H0.class)
    static Object h0() {
      return new WideHandlers.H0();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H1.class)
    static Object h1() {
      return new WideHandlers.H1();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H2.class)
    static Object h2() {
      return new WideHandlers.H2();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H3.class)
    static Object h3() {
      return new WideHandlers.H3();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H4.class)
    static Object h4() {
      return new WideHandlers.H4();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H5.class)
    static Object h5() {
      return new WideHandlers.H5();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H6.class)
    static Object h6() {
      return new WideHandlers.H6();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H7.class)
    static Object h7() {
      return new WideHandlers.H7();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H8.class)
    static Object h8() {
      return new WideHandlers.H8();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H9.class)
    static Object h9() {
      return new WideHandlers.H9();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H10.class)
    static Object h10() {
      return new WideHandlers.H10();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H11.class)
    static Object h11() {
      return new WideHandlers.H11();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H12.class)
    static Object h12() {
      return new WideHandlers.H12();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H13.class)
    static Object h13() {
      return new WideHandlers.H13();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H14.class)
    static Object h14() {
      return new WideHandlers.H14();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H15.class)
    static Object h15() {
      return new WideHandlers.H15();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H16.class)
    static Object h16() {
      return new WideHandlers.H16();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H17.class)
    static Object h17() {
      return new WideHandlers.H17();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H18.class)
    static Object h18() {
      return new WideHandlers.H18();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H19.class)
    static Object h19() {
      return new WideHandlers.H19();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H20.class)
    static Object h20() {
      return new WideHandlers.H20();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H21.class)
    static Object h21() {
      return new WideHandlers.H21();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H22.class)
    static Object h22() {
      return new WideHandlers.H22();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H23.class)
    static Object h23() {
      return new WideHandlers.H23();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H24.class)
    static Object h24() {
      return new WideHandlers.H24();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H25.class)
    static Object h25() {
      return new WideHandlers.H25();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H26.class)
    static Object h26() {
      return new WideHandlers.H26();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H27.class)
    static Object h27() {
      return new WideHandlers.H27();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H28.class)
    static Object h28() {
      return new WideHandlers.H28();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H29.class)
    static Object h29() {
      return new WideHandlers.H29();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H30.class)
    static Object h30() {
      return new WideHandlers.H30();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H31.class)
    static Object h31() {
      return new WideHandlers.H31();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H32.class)
    static Object h32() {
      return new WideHandlers.H32();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H33.class)
    static Object h33() {
      return new WideHandlers.H33();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H34.class)
    static Object h34() {
      return new WideHandlers.H34();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H35.class)
    static Object h35() {
      return new WideHandlers.H35();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H36.class)
    static Object h36() {
      return new WideHandlers.H36();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H37.class)
    static Object h37() {
      return new WideHandlers.H37();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H38.class)
    static Object h38() {
      return new WideHandlers.H38();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H39.class)
    static Object h39() {
      return new WideHandlers.H39();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H40.class)
    static Object h40() {
      return new WideHandlers.H40();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H41.class)
    static Object h41() {
      return new WideHandlers.H41();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H42.class)
    static Object h42() {
      return new WideHandlers.H42();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H43.class)
    static Object h43() {
      return new WideHandlers.H43();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H44.class)
    static Object h44() {
      return new WideHandlers.H44();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H45.class)
    static Object h45() {
      return new WideHandlers.H45();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H46.class)
    static Object h46() {
      return new WideHandlers.H46();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H47.class)
    static Object h47() {
      return new WideHandlers.H47();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H48.class)
    static Object h48() {
      return new WideHandlers.H48();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H49.class)
    static Object h49() {
      return new WideHandlers.H49();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H50.class)
    static Object h50() {
      return new WideHandlers.H50();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H51.class)
    static Object h51() {
      return new WideHandlers.H51();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H52.class)
    static Object h52() {
      return new WideHandlers.H52();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H53.class)
    static Object h53() {
      return new WideHandlers.H53();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H54.class)
    static Object h54() {
      return new WideHandlers.H54();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H55.class)
    static Object h55() {
      return new WideHandlers.H55();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H56.class)
    static Object h56() {
      return new WideHandlers.H56();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H57.class)
    static Object h57() {
      return new WideHandlers.H57();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H58.class)
    static Object h58() {
      return new WideHandlers.H58();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H59.class)
    static Object h59() {
      return new WideHandlers.H59();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H60.class)
    static Object h60() {
      return new WideHandlers.H60();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H61.class)
    static Object h61() {
      return new WideHandlers.H61();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H62.class)
    static Object h62() {
      return new WideHandlers.H62();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H63.class)
    static Object h63() {
      return new WideHandlers.H63();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H64.class)
    static Object h64() {
      return new WideHandlers.H64();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H65.class)
    static Object h65() {
      return new WideHandlers.H65();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H66.class)
    static Object h66() {
      return new WideHandlers.H66();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H67.class)
    static Object h67() {
      return new WideHandlers.H67();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H68.class)
    static Object h68() {
      return new WideHandlers.H68();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H69.class)
    static Object h69() {
      return new WideHandlers.H69();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H70.class)
    static Object h70() {
      return new WideHandlers.H70();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H71.class)
    static Object h71() {
      return new WideHandlers.H71();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H72.class)
    static Object h72() {
      return new WideHandlers.H72();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H73.class)
    static Object h73() {
      return new WideHandlers.H73();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H74.class)
    static Object h74() {
      return new WideHandlers.H74();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H75.class)
    static Object h75() {
      return new WideHandlers.H75();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H76.class)
    static Object h76() {
      return new WideHandlers.H76();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H77.class)
    static Object h77() {
      return new WideHandlers.H77();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H78.class)
    static Object h78() {
      return new WideHandlers.H78();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H79.class)
    static Object h79() {
      return new WideHandlers.H79();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H80.class)
    static Object h80() {
      return new WideHandlers.H80();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H81.class)
    static Object h81() {
      return new WideHandlers.H81();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H82.class)
    static Object h82() {
      return new WideHandlers.H82();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H83.class)
    static Object h83() {
      return new WideHandlers.H83();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H84.class)
    static Object h84() {
      return new WideHandlers.H84();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H85.class)
    static Object h85() {
      return new WideHandlers.H85();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H86.class)
    static Object h86() {
      return new WideHandlers.H86();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H87.class)
    static Object h87() {
      return new WideHandlers.H87();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H88.class)
    static Object h88() {
      return new WideHandlers.H88();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H89.class)
    static Object h89() {
      return new WideHandlers.H89();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H90.class)
    static Object h90() {
      return new WideHandlers.H90();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H91.class)
    static Object h91() {
      return new WideHandlers.H91();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H92.class)
    static Object h92() {
      return new WideHandlers.H92();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H93.class)
    static Object h93() {
      return new WideHandlers.H93();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H94.class)
    static Object h94() {
      return new WideHandlers.H94();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H95.class)
    static Object h95() {
      return new WideHandlers.H95();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H96.class)
    static Object h96() {
      return new WideHandlers.H96();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H97.class)
    static Object h97() {
      return new WideHandlers.H97();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H98.class)
    static Object h98() {
      return new WideHandlers.H98();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H99.class)
    static Object h99() {
      return new WideHandlers.H99();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H100.class)
    static Object h100() {
      return new WideHandlers.H100();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H101.class)
    static Object h101() {
      return new WideHandlers.H101();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H102.class)
    static Object h102() {
      return new WideHandlers.H102();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H103.class)
    static Object h103() {
      return new WideHandlers.H103();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H104.class)
    static Object h104() {
      return new WideHandlers.H104();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H105.class)
    static Object h105() {
      return new WideHandlers.H105();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H106.class)
    static Object h106() {
      return new WideHandlers.H106();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H107.class)
    static Object h107() {
      return new WideHandlers.H107();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H108.class)
    static Object h108() {
      return new WideHandlers.H108();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H109.class)
    static Object h109() {
      return new WideHandlers.H109();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H110.class)
    static Object h110() {
      return new WideHandlers.H110();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H111.class)
    static Object h111() {
      return new WideHandlers.H111();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H112.class)
    static Object h112() {
      return new WideHandlers.H112();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H113.class)
    static Object h113() {
      return new WideHandlers.H113();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H114.class)
    static Object h114() {
      return new WideHandlers.H114();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H115.class)
    static Object h115() {
      return new WideHandlers.H115();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H116.class)
    static Object h116() {
      return new WideHandlers.H116();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H117.class)
    static Object h117() {
      return new WideHandlers.H117();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H118.class)
    static Object h118() {
      return new WideHandlers.H118();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H119.class)
    static Object h119() {
      return new WideHandlers.H119();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H120.class)
    static Object h120() {
      return new WideHandlers.H120();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H121.class)
    static Object h121() {
      return new WideHandlers.H121();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H122.class)
    static Object h122() {
      return new WideHandlers.H122();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H123.class)
    static Object h123() {
      return new WideHandlers.H123();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H124.class)
    static Object h124() {
      return new WideHandlers.H124();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H125.class)
    static Object h125() {
      return new WideHandlers.H125();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H126.class)
    static Object h126() {
      return new WideHandlers.H126();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H127.class)
    static Object h127() {
      return new WideHandlers.H127();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H128.class)
    static Object h128() {
      return new WideHandlers.H128();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H129.class)
    static Object h129() {
      return new WideHandlers.H129();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H130.class)
    static Object h130() {
      return new WideHandlers.H130();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H131.class)
    static Object h131() {
      return new WideHandlers.H131();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H132.class)
    static Object h132() {
      return new WideHandlers.H132();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H133.class)
    static Object h133() {
      return new WideHandlers.H133();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H134.class)
    static Object h134() {
      return new WideHandlers.H134();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H135.class)
    static Object h135() {
      return new WideHandlers.H135();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H136.class)
    static Object h136() {
      return new WideHandlers.H136();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H137.class)
    static Object h137() {
      return new WideHandlers.H137();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H138.class)
    static Object h138() {
      return new WideHandlers.H138();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H139.class)
    static Object h139() {
      return new WideHandlers.H139();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H140.class)
    static Object h140() {
      return new WideHandlers.H140();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H141.class)
    static Object h141() {
      return new WideHandlers.H141();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H142.class)
    static Object h142() {
      return new WideHandlers.H142();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H143.class)
    static Object h143() {
      return new WideHandlers.H143();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H144.class)
    static Object h144() {
      return new WideHandlers.H144();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H145.class)
    static Object h145() {
      return new WideHandlers.H145();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H146.class)
    static Object h146() {
      return new WideHandlers.H146();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H147.class)
    static Object h147() {
      return new WideHandlers.H147();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H148.class)
    static Object h148() {
      return new WideHandlers.H148();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H149.class)
    static Object h149() {
      return new WideHandlers.H149();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H150.class)
    static Object h150() {
      return new WideHandlers.H150();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H151.class)
    static Object h151() {
      return new WideHandlers.H151();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H152.class)
    static Object h152() {
      return new WideHandlers.H152();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H153.class)
    static Object h153() {
      return new WideHandlers.H153();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H154.class)
    static Object h154() {
      return new WideHandlers.H154();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H155.class)
    static Object h155() {
      return new WideHandlers.H155();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H156.class)
    static Object h156() {
      return new WideHandlers.H156();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H157.class)
    static Object h157() {
      return new WideHandlers.H157();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H158.class)
    static Object h158() {
      return new WideHandlers.H158();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H159.class)
    static Object h159() {
      return new WideHandlers.H159();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H160.class)
    static Object h160() {
      return new WideHandlers.H160();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H161.class)
    static Object h161() {
      return new WideHandlers.H161();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H162.class)
    static Object h162() {
      return new WideHandlers.H162();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H163.class)
    static Object h163() {
      return new WideHandlers.H163();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H164.class)
    static Object h164() {
      return new WideHandlers.H164();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H165.class)
    static Object h165() {
      return new WideHandlers.H165();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H166.class)
    static Object h166() {
      return new WideHandlers.H166();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H167.class)
    static Object h167() {
      return new WideHandlers.H167();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H168.class)
    static Object h168() {
      return new WideHandlers.H168();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H169.class)
    static Object h169() {
      return new WideHandlers.H169();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H170.class)
    static Object h170() {
      return new WideHandlers.H170();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H171.class)
    static Object h171() {
      return new WideHandlers.H171();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H172.class)
    static Object h172() {
      return new WideHandlers.H172();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H173.class)
    static Object h173() {
      return new WideHandlers.H173();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H174.class)
    static Object h174() {
      return new WideHandlers.H174();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H175.class)
    static Object h175() {
      return new WideHandlers.H175();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H176.class)
    static Object h176() {
      return new WideHandlers.H176();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H177.class)
    static Object h177() {
      return new WideHandlers.H177();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H178.class)
    static Object h178() {
      return new WideHandlers.H178();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H179.class)
    static Object h179() {
      return new WideHandlers.H179();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H180.class)
    static Object h180() {
      return new WideHandlers.H180();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H181.class)
    static Object h181() {
      return new WideHandlers.H181();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H182.class)
    static Object h182() {
      return new WideHandlers.H182();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H183.class)
    static Object h183() {
      return new WideHandlers.H183();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H184.class)
    static Object h184() {
      return new WideHandlers.H184();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H185.class)
    static Object h185() {
      return new WideHandlers.H185();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H186.class)
    static Object h186() {
      return new WideHandlers.H186();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H187.class)
    static Object h187() {
      return new WideHandlers.H187();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H188.class)
    static Object h188() {
      return new WideHandlers.H188();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H189.class)
    static Object h189() {
      return new WideHandlers.H189();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H190.class)
    static Object h190() {
      return new WideHandlers.H190();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H191.class)
    static Object h191() {
      return new WideHandlers.H191();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H192.class)
    static Object h192() {
      return new WideHandlers.H192();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H193.class)
    static Object h193() {
      return new WideHandlers.H193();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H194.class)
    static Object h194() {
      return new WideHandlers.H194();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H195.class)
    static Object h195() {
      return new WideHandlers.H195();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H196.class)
    static Object h196() {
      return new WideHandlers.H196();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H197.class)
    static Object h197() {
      return new WideHandlers.H197();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H198.class)
    static Object h198() {
      return new WideHandlers.H198();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H199.class)
    static Object h199() {
      return new WideHandlers.H199();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H200.class)
    static Object h200() {
      return new WideHandlers.H200();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H201.class)
    static Object h201() {
      return new WideHandlers.H201();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H202.class)
    static Object h202() {
      return new WideHandlers.H202();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H203.class)
    static Object h203() {
      return new WideHandlers.H203();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H204.class)
    static Object h204() {
      return new WideHandlers.H204();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H205.class)
    static Object h205() {
      return new WideHandlers.H205();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H206.class)
    static Object h206() {
      return new WideHandlers.H206();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H207.class)
    static Object h207() {
      return new WideHandlers.H207();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H208.class)
    static Object h208() {
      return new WideHandlers.H208();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H209.class)
    static Object h209() {
      return new WideHandlers.H209();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H210.class)
    static Object h210() {
      return new WideHandlers.H210();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H211.class)
    static Object h211() {
      return new WideHandlers.H211();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H212.class)
    static Object h212() {
      return new WideHandlers.H212();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H213.class)
    static Object h213() {
      return new WideHandlers.H213();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H214.class)
    static Object h214() {
      return new WideHandlers.H214();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H215.class)
    static Object h215() {
      return new WideHandlers.H215();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H216.class)
    static Object h216() {
      return new WideHandlers.H216();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H217.class)
    static Object h217() {
      return new WideHandlers.H217();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H218.class)
    static Object h218() {
      return new WideHandlers.H218();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H219.class)
    static Object h219() {
      return new WideHandlers.H219();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H220.class)
    static Object h220() {
      return new WideHandlers.H220();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H221.class)
    static Object h221() {
      return new WideHandlers.H221();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H222.class)
    static Object h222() {
      return new WideHandlers.H222();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H223.class)
    static Object h223() {
      return new WideHandlers.H223();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H224.class)
    static Object h224() {
      return new WideHandlers.H224();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H225.class)
    static Object h225() {
      return new WideHandlers.H225();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H226.class)
    static Object h226() {
      return new WideHandlers.H226();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H227.class)
    static Object h227() {
      return new WideHandlers.H227();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H228.class)
    static Object h228() {
      return new WideHandlers.H228();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H229.class)
    static Object h229() {
      return new WideHandlers.H229();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H230.class)
    static Object h230() {
      return new WideHandlers.H230();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H231.class)
    static Object h231() {
      return new WideHandlers.H231();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H232.class)
    static Object h232() {
      return new WideHandlers.H232();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H233.class)
    static Object h233() {
      return new WideHandlers.H233();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H234.class)
    static Object h234() {
      return new WideHandlers.H234();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H235.class)
    static Object h235() {
      return new WideHandlers.H235();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H236.class)
    static Object h236() {
      return new WideHandlers.H236();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H237.class)
    static Object h237() {
      return new WideHandlers.H237();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H238.class)
    static Object h238() {
      return new WideHandlers.H238();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H239.class)
    static Object h239() {
      return new WideHandlers.H239();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H240.class)
    static Object h240() {
      return new WideHandlers.H240();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H241.class)
    static Object h241() {
      return new WideHandlers.H241();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H242.class)
    static Object h242() {
      return new WideHandlers.H242();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H243.class)
    static Object h243() {
      return new WideHandlers.H243();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H244.class)
    static Object h244() {
      return new WideHandlers.H244();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H245.class)
    static Object h245() {
      return new WideHandlers.H245();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H246.class)
    static Object h246() {
      return new WideHandlers.H246();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H247.class)
    static Object h247() {
      return new WideHandlers.H247();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H248.class)
    static Object h248() {
      return new WideHandlers.H248();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H249.class)
    static Object h249() {
      return new WideHandlers.H249();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H250.class)
    static Object h250() {
      return new WideHandlers.H250();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H251.class)
    static Object h251() {
      return new WideHandlers.H251();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H252.class)
    static Object h252() {
      return new WideHandlers.H252();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H253.class)
    static Object h253() {
      return new WideHandlers.H253();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H254.class)
    static Object h254() {
      return new WideHandlers.H254();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H255.class)
    static Object h255() {
      return new WideHandlers.H255();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H256.class)
    static Object h256() {
      return new WideHandlers.H256();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H257.class)
    static Object h257() {
      return new WideHandlers.H257();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H258.class)
    static Object h258() {
      return new WideHandlers.H258();
    }

    @Provides
    @IntoMap
    @ClassKey(WideHandlers.H259.class)
    static Object h259() {
      return new WideHandlers.H259();
    }
  }
}
